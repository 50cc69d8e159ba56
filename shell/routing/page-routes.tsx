import { Route, Routes } from "react-router-dom";
import type { NavigationEntry } from "../../contract/manifest";
import type { SampleId } from "../../generated/manifest.gen";
import { SampleFrame } from "../layout/sample-frame";
import { ComingSoonPage } from "../pages/coming-soon-page";
import { EmptyPage } from "../pages/empty-page";
import { NotFoundPage } from "../pages/not-found-page";
import { SelectSamplePage } from "../pages/select-sample-page";

/** The page for the path: the gallery's own pages, the sample it names, or not found. */
export function PageRoutes({ entry, pathname }: { entry: NavigationEntry<SampleId> | undefined; pathname: string }) {
  return (
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
  );
}
