import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer, listen } from "../../cli/server/static";
import { launchChromium } from "./support/chromium";
import { BASE, DIST, SAMPLES, builtSite, pickSample, waitReady } from "./support/site";

// A visited sample opens offline: the service worker `gallery build` writes precaches the shell and
// keeps every file a sample used, so a second visit needs no network. This spec runs its own server
// (it closes it to cut the network) and its own browser context, which allows service workers.

const id = pickSample("inputs/button/overview", "gauges/radial-gauge/animation");
const samplePath = `${SAMPLES}/${id}`;

let browser: Browser | undefined;
let server: ReturnType<typeof createStaticServer> | undefined;
let origin = "";

beforeAll(async () => {
  builtSite();
  server = createStaticServer({ root: DIST, base: BASE });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  stopServer();
});

function stopServer(): void {
  if (!server?.listening) return;
  server.closeAllConnections();
  server.close();
}

const url = (relative: string) => origin + BASE + relative;

/** Resolves once every URL in `urls` is in some cache of the page's origin. */
async function waitCached(page: Page, urls: readonly string[], timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    async (wanted) => {
      for (const u of wanted) if (!(await caches.match(u))) return false;
      return true;
    },
    urls,
    { timeout, polling: 200 },
  );
}

describe("offline", () => {
  it("a visited sample opens again, from the service worker, with the network gone", async () => {
    const context = await browser!.newContext({ serviceWorkers: "allow" });
    const lines: string[] = [];
    const watch = (page: Page) => page.on("console", (m) => lines.push(`${m.type()}: ${m.text()}`));
    try {
      // First visit: the worker installs (precaching the shell) and takes control of the page.
      const first = await context.newPage();
      watch(first);
      await first.goto(url(SAMPLES));
      await first.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, { timeout: 30_000 });
      expect(lines).toContain("log: Content is cached for offline use.");

      // The sample, opened by its deep link in the controlled page: its chunks go through the worker.
      await first.goto(url(samplePath));
      await waitReady(first, id);
      const worker = readFileSync(path.join(DIST, "service-worker.js"), "utf8");
      const precache = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(worker)![1]!) as string[];
      const chunk = url(builtSite().chunks.get(id)!);
      await waitCached(first, [...precache.map((p) => origin + p), chunk]);
      await first.close();

      // Offline: the browser says so and the server is gone, so nothing can come from the network.
      await context.setOffline(true);
      stopServer();
      lines.length = 0;
      const second = await context.newPage();
      watch(second);
      const response = await second.goto(url(samplePath));
      expect(response?.fromServiceWorker()).toBe(true);
      await waitReady(second, id);
      expect(await second.locator(".sample-frame").getAttribute("data-sample-id")).toBe(id);
      expect(await second.evaluate(() => navigator.onLine)).toBe(false);
      // The start-up purge is skipped offline, so the cached copy survives for the next visit too.
      expect(lines).toContain("log: Offline: the cache purge is skipped so that the offline copy survives.");
      expect(lines.filter((line) => line.includes("Deleted cache:"))).toEqual([]);
      expect(lines).toContain("log: No internet connection found. App is running in offline mode.");
      expect(await second.evaluate(() => caches.keys())).toEqual(
        expect.arrayContaining([expect.stringMatching(/^gallery-shell-/), expect.stringMatching(/^gallery-runtime-/)]),
      );
    } finally {
      await context.close();
    }
  });
});
