import { galleryConfig } from "../../generated/manifest.gen";
import { logBuildInfo } from "./build-info";
import { purgeCaches } from "./cache-purge";
import { registerServiceWorker } from "./service-worker";
import { FALLBACK_VERSION, fetchRemoteVersion, isCacheObsolete, metaJsonUrl } from "./version";

/**
 * What the shell does once the first page is on screen: register the service worker, log the build,
 * compare the cached version with the deployed one. Loaded after the first render, so none of it
 * weighs on what index.html loads.
 */
export function afterStart(): void {
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
}
