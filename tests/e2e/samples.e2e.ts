import { describe, expect, it } from "vitest";
import { SAMPLES, sampleIds, useGallery, waitReady } from "./support/site";

const gallery = useGallery();

/** The first samples of the gallery, one per family of packages. */
const FIRST = [
  "inputs/button/overview",
  "layouts/card/overview",
  "grids/grid/overview",
  "charts/category-chart/overview",
  "maps/geo-map/overview",
  "gauges/radial-gauge/animation",
  "excel/spreadsheet/overview",
  "editors/x-date-picker/overview",
  "notifications/toast/overview",
  "menus/nav-bar/overview",
  "scheduling/calendar/overview",
  "interactions/chat/overview",
];

describe("the first samples", () => {
  const built = sampleIds();
  for (const id of FIRST) {
    it(`${id} is ready with no error and no request off 127.0.0.1`, async () => {
      // A sample missing from the build fails here: a build without it is not the gallery this spec checks.
      expect(built, "the build's samples").toContain(id);
      const watched = await gallery.open();
      try {
        await watched.page.goto(gallery.site.url(`${SAMPLES}/${id}`));
        await waitReady(watched.page, id);
        // Give late work (timers, lazy fonts, first animations) a moment to fail.
        await watched.page.waitForTimeout(1000);
        await expect(watched.page.locator(".sample-frame").getAttribute("data-sample-state")).resolves.toBe("ready");
        const host = await watched.page.locator(".sample-frame__host > *").first().boundingBox();
        expect(host && host.width > 0 && host.height > 0, "the sample has a size").toBe(true);
        expect(watched.pageErrors, "page errors").toEqual([]);
        expect(watched.consoleErrors, "console errors").toEqual([]);
        expect(watched.external, "requests off 127.0.0.1").toEqual([]);
      } finally {
        await watched.close();
      }
    });
  }
});
