import { describe, expect, it } from "vitest";
import { useGallery } from "./support/site";

const gallery = useGallery();

describe("start-up", () => {
  it("deletes every browser cache, one console line per cache", async () => {
    const { page, console: lines, close } = await gallery.open();
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
