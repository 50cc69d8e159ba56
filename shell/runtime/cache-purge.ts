/**
 * Deletes every browser cache at start-up, one console line each, so a deploy never serves stale
 * chunks; the service worker re-caches what it needs afterwards. Offline, the caches are the only
 * copy of the site, so they stay.
 */
export async function purgeCaches(): Promise<void> {
  if (!("caches" in window)) return;
  if (!navigator.onLine) {
    console.log("Offline: the cache purge is skipped so that the offline copy survives.");
    return;
  }
  const names = await caches.keys();
  await Promise.all(
    names.map(async (name) => {
      await caches.delete(name);
      console.log(`Deleted cache: ${name}`);
    }),
  );
}
