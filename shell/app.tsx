import { useCallback, useEffect, useState } from "react";
import { Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { galleryConfig, routeLookup, type SampleId } from "../generated/manifest.gen";
import type { NavigationEntry } from "../contract/manifest";
import { isBrowsingPath, normalizeRoutePath } from "../contract/routes";
import { CodeView } from "./layout/code-view";
import { DownloadButton } from "./layout/download-button";
import { SampleFrame } from "./layout/sample-frame";
import { Sidebar } from "./layout/sidebar";
import { Toolbar, toolbarLabel } from "./layout/toolbar";
import { ComingSoonPage } from "./pages/coming-soon-page";
import { EmptyPage } from "./pages/empty-page";
import { NotFoundPage } from "./pages/not-found-page";
import { SelectSamplePage } from "./pages/select-sample-page";
import { updateDocumentMeta } from "./runtime/document-meta";
import { basename } from "./runtime/base";
import { neighbour } from "./runtime/sample-order";
import { keptSearch } from "./runtime/search-params";
import { applyTheme, initialTheme, themeKey, type Theme } from "./runtime/theme";
import "./app.css";

export function App() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const entry = routeLookup.get(normalizeRoutePath(pathname));
  const [selection, setSelection] = useState<NavigationEntry<SampleId> | undefined>(entry);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [theme, setTheme] = useState<Theme>(() => initialTheme(search));
  const [codeOpen, setCodeOpen] = useState(false);
  const browsing = isBrowsingPath(pathname, galleryConfig.samplesPrefix);

  useEffect(() => setSelection(entry), [entry]);
  useEffect(() => updateDocumentMeta(entry), [entry]);
  useEffect(() => void applyTheme(theme), [theme]);

  // Read the address bar, not React state: navigations commit in a transition, so a quick second
  // key press may come before the state of the first one.
  const go = useCallback(
    (step: 1 | -1) => {
      const current = routeLookup.get(normalizeRoutePath(window.location.pathname.slice(basename.length) || "/"));
      const path = neighbour(current?.route.sample, step);
      if (path) navigate(path + keptSearch(window.location.search));
    },
    [navigate],
  );

  useEffect(() => {
    if (!browsing) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
      event.preventDefault();
      go(event.key === "ArrowUp" ? -1 : 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [browsing, go]);

  const changeTheme = (next: Theme) => {
    setTheme(next);
    navigate({ pathname, search: keptSearch(search, { theme: themeKey(next) }) }, { replace: true });
  };

  const content = (
    <main className="app__content">
      <Routes>
        <Route path="/" element={<EmptyPage />} />
        <Route path={galleryConfig.samplesPrefix} element={<SelectSamplePage />} />
        <Route path="/coming-soon" element={<ComingSoonPage />} />
        <Route path={`${galleryConfig.samplesPrefix}/coming-soon`} element={<ComingSoonPage />} />
        <Route
          path="*"
          element={entry ? <SampleFrame key={entry.route.sample} id={entry.route.sample} path={pathname} /> : <NotFoundPage />}
        />
      </Routes>
      {browsing && codeOpen && entry && <CodeView key={entry.route.sample} id={entry.route.sample} theme={theme} />}
    </main>
  );

  if (!browsing) return <div className="app app--embed">{content}</div>;
  // The lookup's route is always the grouped path, so an alias opens the same bare embed page.
  const embedHref = entry ? basename + entry.route.path : undefined;
  return (
    <div className="app">
      <Toolbar
        label={toolbarLabel(selection)}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
        onPrevious={() => go(-1)}
        onNext={() => go(1)}
        embedHref={embedHref}
        theme={theme}
        onThemeChange={changeTheme}
      >
        {entry && (
          <button type="button" className="toolbar__code" aria-pressed={codeOpen} onClick={() => setCodeOpen((open) => !open)}>
            Code
          </button>
        )}
        {entry && <DownloadButton id={entry.route.sample} theme={theme} className="toolbar__code" />}
      </Toolbar>
      <div className="app__body">
        {sidebarOpen && <Sidebar selected={entry} onSelect={setSelection} pathname={pathname} search={search} />}
        {content}
      </div>
    </div>
  );
}
