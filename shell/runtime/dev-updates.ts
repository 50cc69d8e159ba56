import { useSyncExternalStore } from "react";
import { replaceSampleAssets } from "./assets";
import { preloadSample, replaceImportMap } from "./sample-loader";
import type { SampleId } from "../../generated/manifest.gen";

/** What `gallery dev` sends after a rebuild that left the shell's own code unchanged. */
interface DevUpdate {
  /** The rebuilt lazy import map: its entries point at the samples' new chunks. */
  imports: string;
  /** The rebuilt list of each sample's stylesheets. */
  sampleAssets: string;
}

let version = 0;
const listeners = new Set<() => void>();

/**
 * `gallery dev` only: swaps the shown sample for its rebuilt code in place, so the page keeps the
 * menu's open lists, its scroll and the selected sample. Chunks that did not change keep their URLs,
 * so React and the Ignite UI packages are the same modules as before; the sample is mounted afresh.
 */
export function listenForDevUpdates(): void {
  window.addEventListener("gallery:dev-update", (event) => {
    event.preventDefault();
    const update = (event as CustomEvent<DevUpdate>).detail;
    replaceImportMap(update.imports);
    // The shown samples' new code and the new list arrive before the swap: a sample that would
    // suspend shows the spinner, which React keeps for 300 ms.
    const shown = [...document.querySelectorAll<HTMLElement>(".sample-frame[data-sample-id]")].map((frame) => frame.dataset.sampleId as SampleId);
    void Promise.allSettled([replaceSampleAssets(update.sampleAssets), ...shown.map(preloadSample)]).then(() => {
      for (const link of document.querySelectorAll("link[data-sample-css]")) link.remove();
      version++;
      for (const listener of listeners) listener();
    });
  });
}

/** Changes with every in-place update: the sample frame remounts its sample on a new value. */
export function useDevUpdateVersion(): number {
  // A production build has no updates: the store stays out of its entry (the condition is fixed at
  // build time, so the hook order never changes).
  if (import.meta.env.PROD) return 0;
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}
