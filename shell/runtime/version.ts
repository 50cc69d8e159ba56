import type { ShellConfig } from "../../contract/manifest";

export const FALLBACK_VERSION = "1.0.0";

/** The meta.json URL for the page's origin: local dev server, staging host, or production host. */
export function metaJsonUrl(config: ShellConfig["metaJson"], hostname: string): string {
  for (const origin of [config.local, config.staging, config.production]) {
    if (origin.hosts.includes(hostname)) return origin.url;
  }
  return config.local.url;
}

/** The deployed version from meta.json; 1.0.0 (and the error logged) on any failure. */
export async function fetchRemoteVersion(url: string): Promise<string> {
  try {
    const response = await fetch(url, { cache: "no-store" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const meta = (await response.json()) as { version?: unknown };
    if (typeof meta.version !== "string" || meta.version === "") throw new Error("no version field");
    return meta.version;
  } catch (error) {
    console.error(`Unable to read the version from ${url}: ${(error as Error).message}`);
    return FALLBACK_VERSION;
  }
}

/**
 * Compares dotted versions part by part as numbers. The cache is obsolete when the remote version
 * is lower than the local one, or when a local part is not a number (a cache we cannot reason about).
 */
export function isCacheObsolete(local: string, remote: string): boolean {
  const localParts = local.split(".").map(Number);
  const remoteParts = remote.split(".").map(Number);
  if (localParts.some(Number.isNaN)) return true;
  for (let i = 0; i < Math.max(localParts.length, remoteParts.length); i++) {
    const l = localParts[i] ?? 0;
    const r = remoteParts[i] ?? 0;
    if (Number.isNaN(r)) return false;
    if (r !== l) return r < l;
  }
  return false;
}
