import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { galleryConfig, navigation, routeLookup, type SampleId } from "../generated/manifest.gen";
import { listingTitle } from "../contract/document-title";
import { resolveListing } from "../contract/listing";
import type { NavigationEntry } from "../contract/manifest";
import { isBrowsingPath, normalizeRoutePath } from "../contract/routes";
import { baseWithoutSlash } from "../contract/urls";
import { panelKeys, sampleStepKeys } from "./keys/gallery-keys";
import { useGlobalKeys } from "./keys/use-global-keys";
import { DownloadButton } from "./layout/download-button";
import { Sidebar } from "./layout/sidebar";
import { Toolbar, toolbarLabel } from "./layout/toolbar";
import { EditedMark } from "./live/edited-mark";
import { Dock } from "./panels/dock";
import { panels } from "./panels/installed";
import { PanelButtons } from "./panels/panel-buttons";
import { useOpenPanel } from "./panels/use-open-panel";
import { PageRoutes } from "./routing/page-routes";
import { useSampleSteps } from "./routing/use-sample-steps";
import { useThemeChoice } from "./routing/use-theme-choice";
import { FrameWidthContext, ViewOptionsContext, useViewChoice } from "./routing/use-view-options";
import { updateDocumentMeta } from "./runtime/document-meta";
import "./app.css";

// Only a narrow screen opens the drawer, so the first page does not carry it; when its chunk cannot
// load (offline, a newer deploy), the menu shows in place rather than taking the shell down.
const Drawer = lazy(() =>
  import("./layout/drawer").then(
    (module) => ({ default: module.Drawer }),
    () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }),
  ),
);
// The width below which the toolbar's CSS folds its controls too (toolbar.css); read when the shell
// renders rather than watched, which keeps the media hook's chunk off the first page.
const isNarrow = () => window.matchMedia("(max-width: 768px)").matches;
const menuButton = () => document.querySelector<HTMLElement>("[data-testid=menu-button]");

/** The gallery: toolbar and menu around the dock (the page and its panel); the bare embed shows the page alone. */
export function App() {
  const { pathname, search } = useLocation();
  const entry = routeLookup.get(normalizeRoutePath(pathname));
  const sample = entry?.route.sample;
  const listing = useMemo(() => (entry ? undefined : resolveListing(pathname, navigation, galleryConfig.samplesPrefix)), [entry, pathname]);
  const [selection, setSelection] = useState<NavigationEntry<SampleId> | undefined>(entry);
  // On a narrow screen the menu is a drawer over the content, so it starts closed there.
  const [menuOpen, setMenuOpen] = useState(() => !isNarrow());
  const closeDrawer = useCallback(() => setMenuOpen(false), []);
  const [theme, setTheme] = useThemeChoice();
  const [view, setView] = useViewChoice();
  const { open, toggle } = useOpenPanel(sample);
  const go = useSampleSteps();
  const browsing = isBrowsingPath(pathname, galleryConfig.samplesPrefix);

  useEffect(() => setSelection(entry), [entry]);
  useEffect(() => {
    // A group's or a component's page has a title of its own; its description stays the site's.
    if (listing) document.title = listingTitle(listing.group.name, listing.component?.name);
    else updateDocumentMeta(entry);
  }, [entry, listing]);
  useGlobalKeys(browsing ? [...sampleStepKeys(go), ...panelKeys(sample ? panels.forSample(sample) : [], toggle)] : []);

  const content = (
    <main className="app__content">
      <Dock
        panel={browsing ? open : undefined}
        sample={sample}
        theme={theme}
        actions={sample && <DownloadButton id={sample} theme={theme} className="dock__action" />}
      >
        <ViewOptionsContext value={view}>
          <FrameWidthContext value={(width) => setView({ ...view, width })}>
            <PageRoutes entry={entry} listing={listing} pathname={pathname} />
          </FrameWidthContext>
        </ViewOptionsContext>
      </Dock>
    </main>
  );

  const sidebar = <Sidebar selected={entry} onSelect={setSelection} pathname={pathname} search={search} />;
  if (!browsing) return <div className="app app--embed">{content}</div>;
  // The lookup's route is always the grouped path, so an alias opens the same bare embed page.
  const embedHref = entry ? baseWithoutSlash(galleryConfig.basePath) + entry.route.path : undefined;
  return (
    <div className="app">
      <Toolbar
        label={toolbarLabel(selection)}
        sidebarOpen={menuOpen}
        onToggleSidebar={() => setMenuOpen((visible) => !visible)}
        onPrevious={() => go(-1)}
        onNext={() => go(1)}
        embedHref={embedHref}
        theme={theme}
        onThemeChange={setTheme}
        view={view}
        onViewChange={setView}
      >
        {sample && <EditedMark id={sample} className="toolbar__edited" />}
        {sample && <PanelButtons sample={sample} open={open} onToggle={toggle} />}
        {sample && <DownloadButton id={sample} theme={theme} className="toolbar__action" />}
      </Toolbar>
      <div className="app__body">
        {menuOpen &&
          (isNarrow() ? (
            <Suspense>
              <Drawer pathname={pathname} onClose={closeDrawer} opener={menuButton}>
                {sidebar}
              </Drawer>
            </Suspense>
          ) : (
            sidebar
          ))}
        {content}
      </div>
    </div>
  );
}
