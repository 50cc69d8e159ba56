/** Deletes every browser cache at start-up, one console line each, so a deploy never serves stale chunks. */
export async function purgeCaches(): Promise<void> {
  if (!("caches" in window)) return;
  const names = await caches.keys();
  await Promise.all(
    names.map(async (name) => {
      await caches.delete(name);
      console.log(`Deleted cache: ${name}`);
    }),
  );
}
