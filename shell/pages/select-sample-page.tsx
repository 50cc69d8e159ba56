import { lazy, Suspense, type ComponentType } from "react";
import "./pages.css";

// The home below the line is a chunk of its own, so the first page's bytes stay the line's; when the
// chunk cannot load (offline, a newer deploy), the line stays alone and the menu still works.
const HomePage = lazy<ComponentType>(() =>
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
        <HomePage />
      </Suspense>
    </div>
  );
}
