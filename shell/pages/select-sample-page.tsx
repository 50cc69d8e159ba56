import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Link, useLocation } from "../routing/router";
import { listingPath } from "../../contract/routes";
import { galleryConfig, navigation } from "../../generated/manifest.gen";
import { loadAllDetails } from "../runtime/sample-details";
import { keptSearch } from "../runtime/search-params";
import type { HomePageProps } from "./home-page";
import "./pages.css";

// The home below the line is a chunk of its own, so the first page's bytes stay the line's; when the
// chunk cannot load (offline, a newer deploy), the line stays alone and the menu still works.
const HomePage = lazy<ComponentType<HomePageProps>>(() =>
  import("./home-page").then(
    (module) => ({ default: module.HomePage }),
    () => ({ default: () => null }),
  ),
);

/** `/samples`: the original browser's line, which tests rely on, then the gallery's home. */
function ListingLink({ group, component, children }: { group: string; component?: string; children: ReactNode }) {
  const kept = keptSearch(useLocation().search);
  return <Link to={galleryConfig.samplesPrefix + listingPath(group, component) + kept}>{children}</Link>;
}

export function SelectSamplePage() {
  return (
    <div className="page" data-page="select-sample">
      <h1>Please select a sample</h1>
      <Suspense>
        <HomePage navigation={navigation} libraryVersion={galleryConfig.libraryVersion} loadDetails={loadAllDetails} ListingLink={ListingLink} />
      </Suspense>
    </div>
  );
}
