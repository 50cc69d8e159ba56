/** The event the shell raises on window when a sample's script or stylesheet fails to load. */
export interface PreloadErrorDetail {
  asset: string;
  kind: "css" | "script";
  message: string;
}

export const PRELOAD_ERROR_EVENT = "preload-error";

/** A stale chunk after a deploy is the usual cause; the message says which asset failed. */
export function preloadMessage(kind: PreloadErrorDetail["kind"], asset: string): string {
  return kind === "css" ? `Unable to preload CSS for ${asset}` : `Unable to preload script for ${asset}`;
}

/**
 * Raises a cancelable `preload-error` event. Returns true when a handler prevented the default,
 * which means it took care of the failure; otherwise the caller rethrows.
 */
export function raisePreloadError(kind: PreloadErrorDetail["kind"], asset: string): boolean {
  const detail: PreloadErrorDetail = { asset, kind, message: preloadMessage(kind, asset) };
  const event = new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { cancelable: true, detail });
  return !window.dispatchEvent(event);
}

/** The URL inside a browser's "Failed to fetch dynamically imported module: <url>" message, if any. */
export function failedModuleUrl(error: unknown): string | undefined {
  return /(https?:\/\/\S+\.js)/.exec(String((error as Error)?.message ?? error))?.[1];
}
