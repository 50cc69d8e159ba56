import { describe, expect, it } from "vitest";
import { useGallery } from "./support/site";

const gallery = useGallery();

describe("start-up", () => {
  it("deletes every browser cache, one console line per cache", async () => {
    // No service worker: it would fill a cache of its own again right after the purge.
    const { page, console: lines, close } = await gallery.open({ serviceWorkers: "block" });
    try {
      await page.goto(gallery.site.url(""));
      await page.locator('[data-page="empty"]').waitFor();
      await page.evaluate(async () => {
        for (const name of ["gallery-old-chunks", "workbox-precache-v2"]) {
          const cache = await caches.open(name);
          await cache.put("/react-demos/stale.js", new Response("stale"));
        }
      });
      expect(await page.evaluate(() => caches.keys())).toEqual(["gallery-old-chunks", "workbox-precache-v2"]);
      lines.length = 0;

      await page.reload();
      await page.locator('[data-page="empty"]').waitFor();

      const deleted = lines.filter((line) => line.includes("Deleted cache:")).sort();
      expect(deleted).toEqual(["log: Deleted cache: gallery-old-chunks", "log: Deleted cache: workbox-precache-v2"]);
      expect(await page.evaluate(() => caches.keys())).toEqual([]);
    } finally {
      await close();
    }
  });

  it("with the service worker running, deletes its caches too; mine never come back", async () => {
    const { page, console: lines, close } = await gallery.open({ serviceWorkers: "allow" });
    try {
      await page.goto(gallery.site.url(""));
      await page.locator('[data-page="empty"]').waitFor();
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^gallery-/));
      await page.evaluate(() => caches.open("gallery-old-chunks"));
      const before = (await page.evaluate(() => caches.keys())).sort();
      lines.length = 0;

      await page.reload();
      await page.locator('[data-page="empty"]').waitFor();
      // The worker may open its runtime cache during the reload itself: that one is deleted as well.
      const deleted = () => lines.filter((line) => line.startsWith("log: Deleted cache: ")).map((line) => line.slice(20));
      await expect.poll(deleted).toEqual(expect.arrayContaining(before));
      expect(new Set(deleted()).size, "one line per cache").toBe(deleted().length);
      expect(await page.evaluate(() => caches.keys())).not.toContain("gallery-old-chunks");
    } finally {
      await close();
    }
  });

  it("logs nothing about caches when there is none", async () => {
    const { page, console: lines, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(""));
      await page.locator('[data-page="empty"]').waitFor();
      expect(lines.filter((line) => line.includes("Deleted cache"))).toEqual([]);
    } finally {
      await close();
    }
  });
});
