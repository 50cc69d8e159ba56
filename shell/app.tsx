import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "./routing/router";
import { galleryConfig, navigation, routeLookup, type SampleId } from "../generated/manifest.gen";
import { listingTitle } from "../contract/document-title";
import { resolveListing } from "../contract/listing";
import type { NavigationEntry } from "../contract/manifest";
import { isBrowsingPath, normalizeRoutePath } from "../contract/routes";
import { baseWithoutSlash } from "../contract/urls";
import { panelKeys, sampleStepKeys } from "./keys/gallery-keys";
import { useGlobalKeys } from "./keys/use-global-keys";
import { DownloadButton } from "./layout/download-button";
import { MenuPlaceholder } from "./layout/menu-placeholder";
import { SkipLink } from "./layout/skip-link";
import { Toolbar, toolbarLabel } from "./layout/toolbar";
import { Dock } from "./panels/dock";
import { panels } from "./panels/installed";
import { useOpenPanel } from "./panels/use-open-panel";
import { PageRoutes } from "./routing/page-routes";
import { SampleSettledContext, useExtrasDue } from "./routing/sample-first";
import { useSampleSteps } from "./routing/use-sample-steps";
import { useThemeChoice } from "./routing/use-theme-choice";
import { FrameWidthContext, ViewOptionsContext, useViewChoice } from "./routing/use-view-options";
import { updateDocumentMeta } from "./runtime/document-meta";
import { lazyPart } from "./runtime/lazy-part";
import { urlView } from "./runtime/view-options";
import "./app.css";

// The side menu and the toolbar's controls: one chunk, fetched once the sample is on screen. When it
// cannot load (offline with a cold cache, a newer deploy), the menu's column says so and the sample stays.
const loadExtras = () => import("./layout/shell-extras").then((module) => module.shellExtras);
const SideMenu = lazyPart(() => loadExtras().then((extras) => extras.SideMenu), () => <MenuPlaceholder failed />);
const ToolbarControls = lazyPart(() => loadExtras().then((extras) => extras.ToolbarControls), () => null);
// The width below which the menu is a drawer and the toolbar's CSS folds its controls (toolbar.css);
// watched here rather than through the media hook, which keeps that hook's chunk off the first page.
const narrowQuery = () => window.matchMedia("(max-width: 768px)");
const menuButton = () => document.querySelector<HTMLElement>("[data-testid=menu-button]");

/** The gallery: toolbar and menu around the dock (the page and its panel); the bare embed shows the page alone. */
export function App() {
  const { pathname, search } = useLocation();
  const entry = routeLookup.get(normalizeRoutePath(pathname));
  const sample = entry?.route.sample;
  const listing = useMemo(() => (entry ? undefined : resolveListing(pathname, navigation, galleryConfig.samplesPrefix)), [entry, pathname]);
  const [selection, setSelection] = useState<NavigationEntry<SampleId> | undefined>(entry);
  // On a narrow screen the menu is a drawer over the content, so it starts closed there, and a window
  // (or a turned tablet) crossing the width gets the menu a window of that width starts with.
  const [narrow, setNarrow] = useState(() => narrowQuery().matches);
  const [menuOpen, setMenuOpen] = useState(!narrow);
  useEffect(() => {
    const query = narrowQuery();
    const follow = () => {
      setNarrow(query.matches);
      setMenuOpen(!query.matches);
    };
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  const closeDrawer = useCallback(() => setMenuOpen(false), []);
  const [theme, setTheme] = useThemeChoice();
  const { open, toggle } = useOpenPanel(sample);
  const go = useSampleSteps();
  const browsing = isBrowsingPath(pathname, galleryConfig.samplesPrefix);
  const [chosenView, setView] = useViewChoice(browsing);
  const [extrasDue, sampleSettled] = useExtrasDue(sample !== undefined);
  const view = useMemo(() => (browsing ? chosenView : urlView(search)), [browsing, chosenView, search]);

  useEffect(() => setSelection(entry), [entry]);
  useEffect(() => {
    // A group's or a component's page has a title of its own; its description stays the site's.
    if (listing) document.title = listingTitle(listing.group.name, listing.component?.name);
    else updateDocumentMeta(entry);
  }, [entry, listing]);
  useGlobalKeys(browsing ? [...sampleStepKeys(go), ...panelKeys(sample ? panels.forSample(sample) : [], toggle)] : []);

  // The drawer is modal: what its backdrop covers is out of the keyboard's reach, as it is of the pointer's.
  const content = (
    <main className="app__content" id="gallery-main" tabIndex={-1} inert={browsing && narrow && menuOpen}>
      <Dock
        panel={browsing ? open : undefined}
        sample={sample}
        theme={theme}
        actions={sample && <DownloadButton id={sample} theme={theme} className="dock__action" />}
      >
        <ViewOptionsContext value={view}>
          <SampleSettledContext value={sampleSettled}>
            <FrameWidthContext value={(width) => setView({ ...view, width })}>
              <PageRoutes entry={entry} listing={listing} pathname={pathname} />
            </FrameWidthContext>
          </SampleSettledContext>
        </ViewOptionsContext>
      </Dock>
    </main>
  );

  if (!browsing) return <div className="app app--embed">{content}</div>;
  // Until the menu is here its column is kept, so the sample never moves when it arrives.
  const placeholder = narrow ? null : <MenuPlaceholder />;
  // The lookup's route is always the grouped path, so an alias opens the same bare embed page.
  const embedHref = entry ? baseWithoutSlash(galleryConfig.basePath) + entry.route.path : undefined;
  return (
    <div className="app">
      <SkipLink target={sample ? "the sample" : "the content"} />
      <Toolbar label={toolbarLabel(selection)} sidebarOpen={menuOpen} onToggleSidebar={() => setMenuOpen((visible) => !visible)}>
        {extrasDue && (
          <Suspense>
            <ToolbarControls
              sample={sample}
              onPrevious={() => go(-1)}
              onNext={() => go(1)}
              embedHref={embedHref}
              theme={theme}
              onThemeChange={setTheme}
              view={view}
              onViewChange={setView}
              openPanel={open}
              onTogglePanel={toggle}
            />
          </Suspense>
        )}
      </Toolbar>
      <div className="app__body">
        {menuOpen &&
          (extrasDue ? (
            <Suspense fallback={placeholder}>
              <SideMenu
                narrow={narrow}
                selected={entry}
                onSelect={setSelection}
                pathname={pathname}
                search={search}
                onClose={closeDrawer}
                opener={menuButton}
              />
            </Suspense>
          ) : (
            placeholder
          ))}
        {content}
      </div>
    </div>
  );
}
