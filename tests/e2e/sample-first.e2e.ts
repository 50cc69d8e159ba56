import { describe, expect, it } from "vitest";
import { SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const id = pickSample("gauges/radial-gauge/animation");

interface Seen {
  readyAt?: number;
  menuAt?: number;
  /** The frame's box and whether the menu's column was kept, when the frame said ready. */
  atReady?: { x: number; width: number; placeholder: boolean; label: string };
}

describe("sample first", () => {
  it("a deep link shows its sample before the side menu and the toolbar's controls mount, and the sample does not move when they do", async () => {
    const { page, close } = await gallery.open({ width: 1280, height: 800 });
    try {
      // Recorded in the page as the DOM changes: a poll from here would see both moments too late to order them.
      await page.addInitScript(() => {
        const seen: Seen = {};
        (window as { seen?: Seen }).seen = seen;
        new MutationObserver(() => {
          const frame = document.querySelector<HTMLElement>('.sample-frame[data-sample-state="ready"]');
          if (frame && seen.readyAt === undefined) {
            seen.readyAt = performance.now();
            const box = frame.getBoundingClientRect();
            const label = document.querySelector<HTMLElement>("[data-testid=toolbar-label]")?.innerText ?? "";
            seen.atReady = { x: box.x, width: box.width, placeholder: document.querySelector(".menu-placeholder") !== null, label };
          }
          if (document.querySelector("nav.sidebar") && seen.menuAt === undefined) seen.menuAt = performance.now();
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-sample-state"] });
      });
      await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
      await waitReady(page, id);
      const seen = (await page.evaluate(() => (window as { seen?: Seen }).seen))!;
      expect(seen.readyAt, "the frame said ready").toBeDefined();
      expect(seen.menuAt, "the menu mounted").toBeDefined();
      expect(seen.readyAt!).toBeLessThanOrEqual(seen.menuAt!);
      expect(seen.atReady!.placeholder, "the menu's column was kept while the sample painted").toBe(true);
      expect(seen.atReady!.label, "the toolbar names the sample from the first paint").toMatch(/ - /);
      const after = await page.locator(".sample-frame").evaluate((frame) => {
        const box = frame.getBoundingClientRect();
        return { x: box.x, width: box.width };
      });
      expect(after).toEqual({ x: seen.atReady!.x, width: seen.atReady!.width });
      expect(after.x, "the frame sits right of the menu's column").toBeGreaterThanOrEqual(270);
      await expect(page.locator(".menu-placeholder").count()).resolves.toBe(0);
      await expect(page.locator(".sidebar__link--active").count()).resolves.toBe(1);
    } finally {
      await close();
    }
  });

  it("a deep link's heading comes with the page, so the sample under it never moves down when the details arrive", async () => {
    const withHeading = pickSample("gauges/radial-gauge/type-quatre");
    const { page, close } = await gallery.open({ width: 1280, height: 800 });
    try {
      await page.addInitScript(() => {
        const seen: { headingAtReady?: string | null; hostTopAtReady?: number } = {};
        (window as { seen?: typeof seen }).seen = seen;
        new MutationObserver(() => {
          const frame = document.querySelector<HTMLElement>('.sample-frame[data-sample-state="ready"]');
          if (frame && seen.hostTopAtReady === undefined) {
            seen.headingAtReady = frame.querySelector("[data-testid=sample-heading]")?.textContent ?? null;
            seen.hostTopAtReady = frame.querySelector(".sample-frame__host")!.getBoundingClientRect().top;
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-sample-state"] });
      });
      await page.goto(gallery.site.url(`${SAMPLES}/${withHeading}`));
      await waitReady(page, withHeading);
      // Long enough for the details chunk, which brought the heading before.
      await page.waitForTimeout(1500);
      const seen = (await page.evaluate(() => (window as { seen?: { headingAtReady?: string | null; hostTopAtReady?: number } }).seen))!;
      const heading = await page.getByTestId("sample-heading").textContent();
      expect(heading, "the sample has a heading").toBeTruthy();
      expect(seen.headingAtReady).toBe(heading);
      const hostTop = await page.locator(".sample-frame__host").evaluate((host) => host.getBoundingClientRect().top);
      expect(hostTop).toBe(seen.hostTopAtReady);
      // The page's title and description are the sample's own, and no details chunk ran for them.
      expect(await page.title()).toContain(heading!);
      const detailsLoaded = await page.evaluate(() => performance.getEntriesByType("resource").filter((e) => /\/(details|radial-gauge)\.gen-[A-Z0-9]+\.js$/.test(new URL(e.name).pathname)).map((e) => e.name));
      expect(detailsLoaded).toEqual([]);
    } finally {
      await close();
    }
  });
});
