import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BASE, DIST, SAMPLES, menuLink, openAllComponents, pickSample, sampleIds, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const start = pickSample("gauges/radial-gauge/animation");
// Another component's sample, so that its chunk is not one the first sample already loaded.
const target = pickSample(...sampleIds().filter((id) => id.split("/")[1] !== start.split("/")[1]));

/** The scripts a sample's deep-link page preloads: its own chunks beyond the shell. */
function ownScripts(id: string): string[] {
  const html = readFileSync(path.join(DIST, SAMPLES, id, "index.html"), "utf8");
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
}

describe("prefetch from the menu", () => {
  it("pointing at a menu link downloads that sample's chunk before any click", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${start}`));
      await waitReady(page, start);
      const expected = ownScripts(target);
      expect(expected.length).toBeGreaterThan(0);
      const requested = new Set<string>();
      page.on("request", (request) => requested.add(new URL(request.url()).pathname));
      await openAllComponents(page);
      await menuLink(page, target).hover();
      await expect.poll(() => expected.filter((href) => requested.has(href)).length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(page.url()).toContain(start);
      expect(BASE).toBe(expected[0]!.slice(0, BASE.length));
    } finally {
      await close();
    }
  });

  it("a click on a link whose sample is prefetched shows it at once, without the loading spinner", async () => {
    // A sample of the same component with no stylesheet of its own: its chunk is all it needs.
    const next = pickSample("gauges/radial-gauge/needle", ...sampleIds().filter((id) => id !== start && id.startsWith("gauges/")));
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${start}`));
      await waitReady(page, start);
      await menuLink(page, next).hover();
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => {
        const seen = window as { spinnerSeen?: boolean };
        seen.spinnerSeen = false;
        new MutationObserver(() => {
          if (document.querySelector(".sample-frame__spinner")) seen.spinnerSeen = true;
        }).observe(document.body, { subtree: true, childList: true });
      });
      await menuLink(page, next).click();
      await waitReady(page, next);
      // A render that suspends shows the spinner, and React keeps a shown fallback for 300 ms.
      expect(await page.evaluate(() => (window as { spinnerSeen?: boolean }).spinnerSeen)).toBe(false);
    } finally {
      await close();
    }
  });
});
