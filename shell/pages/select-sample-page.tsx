import { lazy, Suspense, type ComponentType } from "react";
import { galleryConfig, navigation } from "../../generated/manifest.gen";
import { loadAllDetails } from "../runtime/sample-details";
import type { HomePageProps } from "./home-page";
import { ListingLink } from "./listing-link";
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
