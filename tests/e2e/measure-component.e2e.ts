/**
 * verify's empty-render measure in a real page: a canvas component must have painted, and a canvas no
 * bigger than an icon (the data grid's sort indicators) does not make a component a canvas component.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureMainComponent } from "../../cli/verify/measure-component";
import { launchChromium } from "./support/chromium";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 800, height: 600 } });
});

afterAll(async () => {
  await browser?.close();
});

/** A frame whose main component (400×300) holds one canvas of this size, painted or blank, and a line of text. */
async function measure(canvas: { width: number; height: number; painted: boolean }): Promise<string | null> {
  await page.setContent(`<div class="sample-frame__host"><igc-fake style="display:block;width:400px;height:300px">
    <span>1001 Anna Berg</span><canvas width="${canvas.width}" height="${canvas.height}"></canvas></igc-fake></div>`);
  if (canvas.painted) await page.evaluate(() => document.querySelector("canvas")!.getContext("2d")!.fillRect(0, 0, 4, 4));
  return page.evaluate(measureMainComponent);
}

describe("measureMainComponent", () => {
  it("fails a component whose drawing canvas is blank, passes it once painted", async () => {
    expect(await measure({ width: 400, height: 280, painted: false })).toBe("the main component's canvas has no painted pixel");
    expect(await measure({ width: 400, height: 280, painted: true })).toBeNull();
  });

  it("does not judge a component by a blank icon-sized canvas", async () => {
    expect(await measure({ width: 18, height: 18, painted: false })).toBeNull();
  });
});
