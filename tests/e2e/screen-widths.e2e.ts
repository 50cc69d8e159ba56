import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

// The shell at the five widths the issue names: nothing overflows sideways, a screenshot of each is
// saved (test-results/screens/), and axe finds nothing serious with the menu open and closed.

const gallery = useGallery();
const id = pickSample("inputs/input/overview", "gauges/radial-gauge/animation");
const SCREENS = path.resolve("test-results/screens");
const axeSource = readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");
const overflowsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

/** axe's serious and critical findings over the shell, the sample itself left out. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: object): Promise<Result> } }).axe;
    const result = await axe.run({ include: [["body"]], exclude: [[".sample-frame__host"]] });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

describe("the shell at every width", () => {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [360, 390, 768, 1024, 1440]) {
    it(`${width} px: nothing overflows sideways, on a sample and on the home page`, async () => {
      const { page, close } = await gallery.open({ width, height: 800 });
      try {
        await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
        await waitReady(page, id);
        await expect(overflowsSideways(page)).resolves.toBe(false);
        await page.screenshot({ path: path.join(SCREENS, `shell-${width}.png`) });
        await page.goto(gallery.site.url(SAMPLES));
        await page.getByTestId("home").waitFor({ timeout: 30_000 });
        await expect(overflowsSideways(page)).resolves.toBe(false);
        await page.screenshot({ path: path.join(SCREENS, `home-${width}.png`) });
      } finally {
        await close();
      }
    });
  }

  for (const width of [390, 1280]) {
    it(`${width} px: no serious or critical axe finding with the menu closed and open`, async () => {
      const { page, close } = await gallery.open({ width, height: 800 });
      try {
        await page.goto(gallery.site.url(`${SAMPLES}/${id}`));
        await waitReady(page, id);
        const menu = page.locator(".sidebar");
        // A narrow window starts with the drawer closed, a wide one with the menu open.
        const startsOpen = (await menu.count()) > 0;
        const first = await seriousViolations(page);
        await page.getByTestId("menu-button").click();
        await expect.poll(() => menu.count()).toBe(startsOpen ? 0 : 1);
        const second = await seriousViolations(page);
        expect({ closed: startsOpen ? second : first, open: startsOpen ? first : second }).toEqual({ closed: [], open: [] });
      } finally {
        await close();
      }
    });
  }
});
