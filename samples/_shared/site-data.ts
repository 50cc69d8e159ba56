/**
 * The URL of a file the build serves under <base>/data/: `public/` folders beside the samples that own
 * them (`samples/grids/grid/_shared/public/a.json` is `grids/grid/a.json`).
 * Sample chunks live in <base>/assets/chunks/, so the data folder is two levels up from this module.
 */
export function siteDataUrl(file: string): string {
  // Through a variable: Vite (an exported sample's bundler) would otherwise treat the URL as an asset to bundle.
  const moduleUrl = import.meta.url;
  return new URL(`../../data/${file}`, moduleUrl).href;
}

/** Fetches a JSON file of the site's own data, after an optional delay that simulates a slow server. */
export async function fetchSiteJson<T>(file: string, latencyMs = 0, signal?: AbortSignal): Promise<T> {
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
  const response = await fetch(siteDataUrl(file), { signal });
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
