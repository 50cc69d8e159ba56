import { useEffect, useState } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { routeLookup, type SampleId } from "../generated/manifest.gen";
import type { NavigationEntry } from "../cli/catalog/manifest";
import { normalizeRoutePath } from "../cli/catalog/routes";
import { SampleFrame } from "./layout/sample-frame";
import { Sidebar } from "./layout/sidebar";
import { Toolbar, toolbarLabel } from "./layout/toolbar";
import { ComingSoonPage } from "./pages/coming-soon-page";
import { EmptyPage } from "./pages/empty-page";
import { NotFoundPage } from "./pages/not-found-page";
import { SelectSamplePage } from "./pages/select-sample-page";
import "./app.css";

/** Browsing mode shows the menu and toolbar; any other path is the bare embed for documentation iframes. */
export function isBrowsingPath(pathname: string): boolean {
  const path = normalizeRoutePath(pathname);
  return path === "/" || path.includes("/samples");
}

export function App() {
  const { pathname } = useLocation();
  const entry = routeLookup.get(normalizeRoutePath(pathname));
  const [selection, setSelection] = useState<NavigationEntry<SampleId> | undefined>(entry);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const browsing = isBrowsingPath(pathname);

  useEffect(() => setSelection(entry), [entry]);

  const content = (
    <main className="app__content">
      <Routes>
        <Route path="/" element={<EmptyPage />} />
        <Route path="/samples" element={<SelectSamplePage />} />
        <Route path="/coming-soon" element={<ComingSoonPage />} />
        <Route path="/samples/coming-soon" element={<ComingSoonPage />} />
        <Route
          path="*"
          element={entry ? <SampleFrame key={entry.route.sample} id={entry.route.sample} path={pathname} /> : <NotFoundPage />}
        />
      </Routes>
    </main>
  );

  if (!browsing) return <div className="app app--embed">{content}</div>;
  return (
    <div className="app">
      <Toolbar label={toolbarLabel(selection)} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((o) => !o)} />
      <div className="app__body">
        {sidebarOpen && <Sidebar selected={entry} onSelect={setSelection} />}
        {content}
      </div>
    </div>
  );
}
