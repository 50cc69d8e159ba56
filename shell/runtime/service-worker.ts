import { PRECACHE_MESSAGE } from "../../contract/service-worker-messages";
import { SERVICE_WORKER_URL } from "../../contract/urls";
import { assetUrl } from "./base";
import { reportUsedAssets } from "./used-assets";

/**
 * Registers the build's service worker: only in production builds, only when the worker's URL has
 * the page's origin. On localhost the script is checked first, so a stale registration left by
 * another app on the same port is removed instead of serving that app's files.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const url = new URL(assetUrl(SERVICE_WORKER_URL), location.href);
  if (url.origin !== location.origin) return;
  const isLocalhost = ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);
  if (isLocalhost) {
    try {
      const response = await fetch(url, { headers: { "Service-Worker": "script" } });
      const type = response.headers.get("content-type") ?? "";
      if (response.status === 404 || !type.includes("javascript")) {
        console.log("SW not found - reload the page");
        const registration = await navigator.serviceWorker.getRegistration(url.href);
        if (registration) {
          await registration.unregister();
          location.reload();
        }
        return;
      }
    } catch {
      console.log("No internet connection found. App is running in offline mode.");
      return;
    }
  }
  await register(url.href);
}

async function register(url: string): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.register(url);
    registration.onupdatefound = () => {
      const installing = registration.installing;
      if (!installing) return;
      installing.onstatechange = () => {
        if (installing.state !== "installed") return;
        if (navigator.serviceWorker.controller) {
          console.log("New content is available and will be used when all tabs for this page are closed.");
        } else {
          console.log("Content is cached for offline use.");
        }
      };
    };
    // The start-up purge emptied the caches: the active worker fills its shell cache again, and keeps
    // what the page loads.
    (registration.active ?? (await navigator.serviceWorker.ready).active)?.postMessage({ type: PRECACHE_MESSAGE });
    reportUsedAssets();
  } catch (error) {
    console.error("Error during service worker registration:", error);
  }
}
