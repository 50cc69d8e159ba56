/**
 * The Download button's promise, proven: three samples exported as projects of their own (a gauge, a
 * grid sample that imports shared data from two `_shared/` levels, and a sample that fetches its data
 * from the gallery's origin) are installed with npm, built with `npm run build`, served by Vite's
 * preview server and opened in Chromium: the component renders, no console or page error, data arrives,
 * and the page asks nothing of another origin (fonts and icons come from npm packages).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/chromium";

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

/** Runs a command in `cwd`, failing with its output when it fails. */
function run(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, CI: "true" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
}

/** `vite preview` on a free port of 127.0.0.1; resolves with its origin and a stop function. */
function preview(cwd: string): Promise<{ origin: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(cwd, "node_modules/.bin/vite"), ["preview", "--host", "127.0.0.1", "--port", "0", "--strictPort", "false"], { cwd });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output.replace(/\x1b\[[0-9;]*m/g, ""));
      if (found) resolve({ origin: `http://127.0.0.1:${found[1]}`, stop: () => child.kill() });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("close", (code) => reject(new Error(`vite preview exited ${code}:\n${output}`)));
  });
}

describe("a downloaded sample runs on its own", () => {
  it.each(CASES)("$id: npm install, npm run build, and the built page renders its component", async ({ id, component, data }) => {
    const out = path.join(temp, id.replaceAll("/", "-"));
    run(REPO, process.execPath, [path.join(REPO, "bin/gallery.mjs"), "export", id, "--out", out]);
    run(out, "npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"]);
    run(out, "npm", ["run", "build"]);
    const server = await preview(out);
    const page = await browser.newPage();
    const problems: string[] = [];
    // A user may be offline: any request outside the project's own origin is a failure, not a fetch.
    await page.route(
      (url) => url.origin !== server.origin && url.protocol !== "data:",
      (route) => (problems.push(`outside request: ${route.request().url()}`), route.abort()),
    );
    const arrived: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => message.type() === "error" && problems.push(`console error: ${message.text()}`));
    page.on("response", (response) => response.ok() && arrived.push(new URL(response.url()).pathname));
    try {
      await page.goto(server.origin + "/");
      const main = page.locator(component).first();
      await main.waitFor({ timeout: 60_000 });
      await expect.poll(async () => (await main.boundingBox())?.height ?? 0, { timeout: 30_000 }).toBeGreaterThan(50);
      if (data) await expect.poll(() => arrived.some((p) => data.test(p)), { timeout: 30_000 }).toBe(true);
      await page.waitForTimeout(1000);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      server.stop();
    }
  }, 600_000);
});
