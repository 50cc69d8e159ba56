import { CACHE_USED_MESSAGE } from "../../contract/service-worker-messages";
import { HASHED_ASSETS_DIR } from "../../contract/urls";
import { assetUrl } from "./base";
import { whenIdle } from "./idle";

/**
 * Lists to the service worker the build's hashed files this page loads, now and later (a sample
 * opened from the menu, a panel), a batch each time the browser is idle. Where the browser has static
 * routes the worker never sees those requests (cli/bundle/service-worker.ts), so this list is how a
 * visited sample still opens offline.
 */
export function reportUsedAssets(): void {
  const prefix = new URL(assetUrl(HASHED_ASSETS_DIR), location.href).href;
  const pending = new Set<string>();
  let scheduled = false;
  const send = () => {
    scheduled = false;
    const urls = [...pending];
    pending.clear();
    // On a first visit the worker may still be installing: the list waits for it to be active.
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: CACHE_USED_MESSAGE, urls }));
  };
  new PerformanceObserver((list) => {
    // A failed load is listed too: the worker fetches each again and keeps only what comes back ok.
    for (const entry of list.getEntries()) if (entry.name.startsWith(prefix)) pending.add(entry.name);
    if (pending.size > 0 && !scheduled) {
      scheduled = true;
      whenIdle(send, 2000, 500);
    }
  }).observe({ type: "resource", buffered: true });
}
