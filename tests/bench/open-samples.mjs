// What a user feels when opening samples from a build: a deep link in a fresh browser, and a click
// on a menu link the pointer has rested on (prefetched). Median of three fresh browser contexts.
import { spawn } from "node:child_process";
import path from "node:path";

const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

/** The samples the speed issue compares with the vendor's browser: its figures, and its targets (ms, MB of decoded JS). */
export const deepLinks = [
  { id: "gauges/radial-gauge/animation", label: "gauge", vendorMs: 590, targetMs: 410, vendorMb: 1.3 },
  { id: "charts/category-chart/overview", label: "category chart", vendorMs: 761, targetMs: 550, vendorMb: 3.6 },
  { id: "grids/grid/overview", label: "grid", vendorMs: 773, targetMs: 610, vendorMb: 3.84 },
  { id: "excel/spreadsheet/overview", label: "spreadsheet", vendorMs: 907, targetMs: 750, vendorMb: 7.45 },
];

/**
 * A new page's window first loads Chromium's own interface: about 300 scripts of its omnibox web UI
 * (composebox, searchbox) over the next ~600 ms, which on 2 cores delayed a deep link by 150-180 ms
 * (Chromium traces). The deep link starts once that is done, so the figure is the gallery's; the
 * context is still fresh (no cache, no storage).
 */
const BROWSER_SETTLE_MS = 1500;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `gallery serve` on a free port (it prints the address it listens on). */
export async function startServer(gallery, dist) {
  const server = spawn("node", [gallery, "serve", "--dir", dist, "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  const origin = await new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk) => {
      const address = /http:\/\/127\.0\.0\.1:\d+/.exec(String(chunk));
      if (address) resolve(address[0]);
    });
    server.on("close", (code) => reject(new Error(`gallery serve exited ${code}`)));
  });
  return { server, origin };
}

/**
 * Waits until the sample frame says ready, checked on every animation frame (a locator's wait backs
 * off to 500 ms between checks, which would count in the figure), then for the next frame to be painted.
 */
async function painted(page, id) {
  await page.waitForFunction((selector) => document.querySelector(selector), `.sample-frame[data-sample-id="${id}"][data-sample-state="ready"]`, {
    polling: "raf",
    timeout: 60_000,
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Decoded bytes of every script the page has loaded (shell included). */
const scriptBytes = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + entry.decodedBodySize, 0),
  );

/** Each deep link's paint times and the JS its last run downloaded, in fresh contexts of one browser. */
async function deepLinkRuns(browser, origin) {
  const runs = new Map();
  for (const sample of deepLinks) {
    const times = [];
    let bytes = 0;
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.waitForTimeout(BROWSER_SETTLE_MS);
      const start = performance.now();
      await page.goto(`${origin}/react-demos/samples/${sample.id}`, { waitUntil: "commit" });
      await painted(page, sample.id);
      times.push(performance.now() - start);
      bytes = await scriptBytes(page);
      await context.close();
    }
    runs.set(sample.id, { times, bytes });
  }
  return runs;
}

/**
 * A second deep link in the same profile: the first visit installs the service worker (which caches
 * the shell, and what the page loads from then on) and fills the HTTP cache; the figure is the second
 * visit's, in a new tab of that profile. Median of three profiles.
 */
async function warmDeepLinkRuns(browser, origin) {
  const runs = new Map();
  for (const sample of deepLinks) {
    const times = [];
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext();
      const first = await context.newPage();
      await first.goto(`${origin}/react-demos/samples/${sample.id}`);
      await painted(first, sample.id);
      await first.evaluate(() => navigator.serviceWorker.ready);
      await first.waitForLoadState("networkidle");
      await first.close();
      const page = await context.newPage();
      await page.waitForTimeout(BROWSER_SETTLE_MS);
      const start = performance.now();
      await page.goto(`${origin}/react-demos/samples/${sample.id}`, { waitUntil: "commit" });
      await painted(page, sample.id);
      times.push(performance.now() - start);
      await context.close();
    }
    runs.set(sample.id, times);
  }
  return runs;
}

/** `aloneDist`: the same samples with nothing of the gallery around them (samples-alone.mjs), the floor under each figure. */
export async function openSamples(gallery, dist, aloneDist) {
  const { chromium } = await import("playwright-core");
  const { server, origin } = await startServer(gallery, dist);
  const aloneServer = await startServer(gallery, aloneDist);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
  try {
    const alone = await deepLinkRuns(browser, aloneServer.origin);
    const inGallery = await deepLinkRuns(browser, origin);
    const warm = await warmDeepLinkRuns(browser, origin);
    const rows = [];
    for (const sample of deepLinks) {
      const { times, bytes } = inGallery.get(sample.id);
      const aloneMs = Math.round(median(alone.get(sample.id).times));
      const galleryMs = Math.round(median(times));
      const warmMs = Math.round(median(warm.get(sample.id)));
      console.log(
        `deep link, ${sample.label} (${sample.id}): painted in ${galleryMs} ms median (${times.map(Math.round).join(", ")}; ` +
          `the sample alone ${aloneMs}; vendor ${sample.vendorMs}, target ${sample.targetMs}); ` +
          `JS ${(bytes / 1e6).toFixed(2)} MB decoded (vendor ${sample.vendorMb} MB); ` +
          `warm second visit ${warmMs} ms median (${warm.get(sample.id).map(Math.round).join(", ")})`,
      );
      rows.push(`| ${sample.label} | ${galleryMs} ms | ${aloneMs} ms | ${galleryMs - aloneMs} ms | ${warmMs} ms | ${(bytes / 1e6).toFixed(2)} MB (vendor ${sample.vendorMb}) |`);
    }
    console.log(
      ["", `| sample | gallery deep link | the sample alone | the gallery adds | warm second visit | JS decoded |`, "|---|---|---|---|---|---|", ...rows, ""].join("\n"),
    );

    const from = "gauges/radial-gauge/animation";
    const to = "gauges/radial-gauge/needle";
    const clicks = [];
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/react-demos/samples/${from}`);
      await painted(page, from);
      const link = page.locator(`a.sidebar__link[href$="/${to}"]`);
      await link.hover();
      await page.waitForLoadState("networkidle");
      const start = performance.now();
      await link.click();
      await painted(page, to);
      clicks.push(performance.now() - start);
      await context.close();
    }
    console.log(`click to a prefetched sample (${from} → ${path.basename(to)}): painted in ${Math.round(median(clicks))} ms median (${clicks.map(Math.round).join(", ")}; target under 250)`);
  } finally {
    await browser.close();
    server.kill();
    aloneServer.server.kill();
  }
}
