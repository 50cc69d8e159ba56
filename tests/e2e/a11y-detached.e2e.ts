/**
 * axeFindings when the page changes under axe-core: a node that violates a rule inside a component the
 * known list names, taken out of the document while axe ran (a grid re-rendering its pinned rows),
 * cannot be traced to that component any more. The run is then repeated, and a node still there is
 * judged as usual; a node that is gone in every run is reported after the third.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { axeFindings } from "../../cli/verify/a11y-check";
import { launchChromium } from "./support/chromium";

const REPO = path.resolve(import.meta.dirname, "../..");
// role=option outside a listbox or group: axe-core's critical aria-required-parent.
const PAGE = `<main id="frame"><div class="widget"><span role="option" id="chip" aria-selected="false">Pinned</span></div><h1>Rows</h1></main>`;
const KNOWN = [{ rule: "aria-required-parent", component: ".widget" }];

let browser: Browser;
let page: Page;
let axeSource: string;

beforeAll(async () => {
  axeSource = await readFile(path.join(REPO, "node_modules/axe-core/axe.min.js"), "utf8");
  browser = await launchChromium();
  page = await browser.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>a11y</title></head><body>${PAGE}</body></html>`);
  await page.addScriptTag({ content: axeSource });
});

/** Wraps axe.run so that after each of its first `times` runs the chip leaves the document (and comes back before the next run). */
function detachAfterRuns(times: number) {
  return page.evaluate((times) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const run = axe.run.bind(axe);
    const chip = document.getElementById("chip")!;
    const holder = chip.parentElement!;
    const counted = window as unknown as { axeRuns: number };
    counted.axeRuns = 0;
    axe.run = async (...args: unknown[]) => {
      if (!chip.isConnected) holder.append(chip);
      const result = await run(...args);
      if (++counted.axeRuns <= times) chip.remove();
      return result;
    };
  }, times);
}

const axeRuns = () => page.evaluate(() => (window as unknown as { axeRuns: number }).axeRuns);

it("a node inside a known component counts as that component's", async () => {
  const found = await axeFindings(page, "#frame", axeSource, KNOWN);
  expect(found.violations).toEqual([]);
  expect(found.seen).toEqual(["aria-required-parent on .widget"]);
});

it("a node outside every known component fails, in one run", async () => {
  await detachAfterRuns(0);
  const found = await axeFindings(page, "#frame", axeSource, []);
  expect(found.violations.map((v) => v.id)).toEqual(["aria-required-parent"]);
  expect(await axeRuns()).toBe(1);
});

it("a node taken out of the document during the run is looked at again, and counts as its component's", async () => {
  await detachAfterRuns(1);
  const found = await axeFindings(page, "#frame", axeSource, KNOWN);
  expect(found.violations).toEqual([]);
  expect(await axeRuns()).toBe(2);
  expect(await page.evaluate(() => document.getElementById("chip")?.isConnected)).toBe(true);
});

it("a node gone in every run is reported after the third", async () => {
  await detachAfterRuns(3);
  const found = await axeFindings(page, "#frame", axeSource, KNOWN);
  expect(found.violations.map((v) => v.id)).toEqual(["aria-required-parent"]);
  expect(await axeRuns()).toBe(3);
});
