/**
 * The Download button's promise, proven: three samples exported as projects of their own (a gauge, a
 * grid sample that imports shared data from two `_shared/` levels, and a sample that fetches its data
 * from the gallery's origin) are installed with npm, built with `npm run build`, served by Vite's
 * preview server and opened in Chromium: the component renders, no console or page error, data arrives,
 * and the page asks nothing of another origin (fonts and icons come from npm packages).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchChromium } from "./support/chromium";
import { expectBuiltPageRenders, installAndBuild, run } from "./support/take-home";

const REPO = path.resolve(import.meta.dirname, "../..");
const CASES = [
  // The chart and gauge packages render React elements around a canvas, not custom elements.
  { id: "gauges/radial-gauge/animation", component: "canvas", data: null },
  { id: "grids/grid/advanced-filtering-options", component: "igc-grid", data: null },
  { id: "grids/grid/remote-paging-data", component: "igc-grid", data: /\/data\/grids\/grid\/remote-products-\d+\.json$/ },
];

let temp: string;
let browser: Browser;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "gallery-export-proof-"));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe("a downloaded sample runs on its own", () => {
  it.each(CASES)("$id: npm install, npm run build, and the built page renders its component", async ({ id, component, data }) => {
    const out = path.join(temp, id.replaceAll("/", "-"));
    run(REPO, process.execPath, [path.join(REPO, "bin/gallery.mjs"), "export", id, "--out", out]);
    installAndBuild(out);
    await expectBuiltPageRenders(browser, out, { component, data });
  }, 600_000);
});
