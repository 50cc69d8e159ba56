import "material-icons/iconfont/filled.css";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { galleryConfig } from "../generated/manifest.gen";
import { App } from "./app";
import { prefetchSampleNeeds } from "./runtime/assets";
import { basename } from "./runtime/base";
import { logBuildInfo } from "./runtime/build-info";
import { purgeCaches } from "./runtime/cache-purge";
import { PRELOAD_ERROR_EVENT, type PreloadErrorDetail } from "./runtime/preload-error";
import { registerServiceWorker } from "./runtime/service-worker";
import { FALLBACK_VERSION, fetchRemoteVersion, isCacheObsolete, metaJsonUrl } from "./runtime/version";

prefetchSampleNeeds();

// The shell's own answer to a missing chunk: log it and let the sample loader show the reload notice.
window.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
  console.error((event as CustomEvent<PreloadErrorDetail>).detail.message);
  event.preventDefault();
});

await purgeCaches().catch((error: unknown) => console.warn("Cache purge failed", error));

// No StrictMode: several Ignite UI components build their DOM in ref callbacks and do not survive
// the double mount StrictMode performs in development (duplicated inputs, leaked timers).
createRoot(document.getElementById("root")!).render(
  <BrowserRouter basename={basename}>
    <App />
  </BrowserRouter>,
);

void registerServiceWorker();
void logBuildInfo();
void fetchRemoteVersion(metaJsonUrl(galleryConfig.metaJson, location.hostname)).then((remote) => {
  if (!isCacheObsolete(galleryConfig.buildVersion, remote)) return;
  // An unreadable meta.json says nothing about the deployed version: the caches stay for offline use.
  if (remote === FALLBACK_VERSION || !navigator.onLine) {
    console.log(`The deployed version is unknown (${remote}): caches kept.`);
    return;
  }
  console.log(`Cached gallery ${galleryConfig.buildVersion} is newer than the deployed ${remote}: caches cleared.`);
  void purgeCaches();
});
