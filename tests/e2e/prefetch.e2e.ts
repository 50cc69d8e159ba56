import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BASE, DIST, SAMPLES, builtSite, menuLink, openAllComponents, pickSample, sampleIds, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const start = pickSample("gauges/radial-gauge/animation");
// Another component's sample, so that its chunk is not one the first sample already loaded.
const target = pickSample(...sampleIds().filter((id) => id.split("/")[1] !== start.split("/")[1]));

const preloads = (page: string) =>
  [...readFileSync(path.join(DIST, page), "utf8").matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);

/** The scripts a sample's deep-link page preloads beyond the shell's own (which every page preloads). */
function ownScripts(id: string): string[] {
  const shell = new Set(preloads("index.html"));
  return preloads(path.join(SAMPLES, id, "index.html")).filter((href) => !shell.has(href));
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
      // The page reached "networkidle" long before (Playwright's load states fire once): wait for the
      // prefetch's own requests to start and then to leave the network quiet for 500 ms.
      const pending = new Set<unknown>();
      let quietSince = performance.now();
      page.on("request", (request) => pending.add(request));
      const done = (request: unknown) => {
        pending.delete(request);
        if (pending.size === 0) quietSince = performance.now();
      };
      page.on("requestfinished", done);
      page.on("requestfailed", done);
      const chunk = path.basename(builtSite().chunks.get(next)!);
      const chunkRequested = page.waitForRequest((request) => request.url().endsWith(chunk));
      await menuLink(page, next).hover();
      await chunkRequested;
      await expect.poll(() => pending.size === 0 && performance.now() - quietSince > 500, { timeout: 20_000 }).toBe(true);
      // The chunks are here; on a busy machine their evaluation may still run. The same URL is the same
      // module: once this import settles (a frame later), the prefetch has its module too.
      // (A string: vitest would rewrite an import() written in this file.)
      const url = JSON.stringify(BASE + builtSite().chunks.get(next)!);
      await page.evaluate(`import(${url}).then(() => new Promise((resolve) => requestAnimationFrame(resolve)))`);
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

  it("a deep link imports its sample's chunk directly and loads no component's details (its page holds them); the import map waits for the menu", async () => {
    const { page, close } = await gallery.open();
    try {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(path.basename(new URL(request.url()).pathname));
      });
      // The moment the frame says ready, recorded in the page (a poll from here would see it later).
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const seen = window as { galleryReadyAt?: number };
          if (seen.galleryReadyAt === undefined && document.querySelector('.sample-frame[data-sample-state="ready"]')) seen.galleryReadyAt = performance.now();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-sample-state"] });
      });
      await page.goto(gallery.site.url(`${SAMPLES}/${start}`));
      await waitReady(page, start);
      await page.waitForLoadState("networkidle");
      const components = [...new Set(sampleIds().map((id) => id.split("/")[1]!))];
      const beforeReady = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime < (window as { galleryReadyAt?: number }).galleryReadyAt!)
          .map((entry) => entry.name.split("/").pop()!),
      );
      expect(beforeReady.filter((name) => name.startsWith("imports.gen-"))).toEqual([]);
      expect(scripts.filter((name) => components.some((c) => name.startsWith(`${c}.gen-`)))).toEqual([]);
      // Once the sample is shown, the import map loads when the browser is idle, for the menu's links.
      await expect.poll(() => scripts.filter((name) => name.startsWith("imports.gen-")).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await close();
    }
  });

  it("the home page fetches the sample asset list when idle, not in its first load, and a sample opened from it shows", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url());
      const list = () =>
        page.evaluate(() =>
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => /\/assets\/samples-[^/]+\.json$/.test(entry.name))
            .map((entry) => entry.initiatorType),
        );
      await expect.poll(async () => (await list()).length, { timeout: 10_000 }).toBe(1);
      // Fetched by the shell (after the first render), not preloaded by the page.
      expect(await list()).toEqual(["fetch"]);
      await openAllComponents(page);
      await menuLink(page, target).click();
      await waitReady(page, target);
    } finally {
      await close();
    }
  });
});
