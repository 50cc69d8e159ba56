import { readFileSync, statSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer, listen } from "../../cli/server/static";
import { CHROMIUM_ARGS, findChromium } from "./support/chromium";
import { BASE, DIST, SAMPLES, builtSite, galleryConfig, pickSample, waitReady } from "./support/site";

// The service worker `gallery build` writes, and how the shell registers it. Each test runs in a
// fresh browser context that allows service workers (registrations and caches are per context).
// The spec runs its own server so that a test can answer the worker script itself, and its own
// Chromium that also resolves `gallery.test` to 127.0.0.1 and treats it as a secure origin: the
// shell checks the worker script first only on localhost, and registers directly anywhere else.

const VERSION = galleryConfig.buildVersion;
const WORKER_PATH = `${BASE}service-worker.js`;
const OTHER_HOST = "gallery.test";
const CACHED_FOR_OFFLINE = "log: Content is cached for offline use.";
const NEW_CONTENT = "log: New content is available and will be used when all tabs for this page are closed.";
const SW_NOT_FOUND = "log: SW not found - reload the page";
const OFFLINE_MODE = "log: No internet connection found. App is running in offline mode.";

const workerSource = () => readFileSync(path.join(DIST, "service-worker.js"), "utf8");
const workerConst = (name: string) => new RegExp(`const ${name} = (.*);`).exec(workerSource())?.[1];
const precacheList = () => JSON.parse(workerConst("PRECACHE") ?? "[]") as string[];
const shellCacheName = () => JSON.parse(workerConst("SHELL_CACHE") ?? '""') as string;
const runtimeCacheName = () => JSON.parse(workerConst("RUNTIME_CACHE") ?? '""') as string;

/** When set, the server answers the worker script with this instead of the built file. */
let answerWorker: ((res: http.ServerResponse) => void) | undefined;
let server: http.Server | undefined;
let port = 0;
let browser: Browser | undefined;

beforeAll(async () => {
  builtSite();
  server = createStaticServer({
    root: DIST,
    base: BASE,
    intercept: (req, res) => {
      if (!answerWorker || req.url?.split("?")[0] !== WORKER_PATH) return false;
      answerWorker(res);
      return true;
    },
  });
  port = await listen(server, 0);
  browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP ${OTHER_HOST} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=http://${OTHER_HOST}:${port}`,
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  server?.close();
});

const url = (relative = "", host = "127.0.0.1") => `http://${host}:${port}${BASE}${relative}`;

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Every console message of every page of the context, as `type: text`. */
  lines: string[];
}

/** A fresh context (service workers allowed) and a page in it, its console recorded. */
async function open(): Promise<Opened> {
  const context = await browser!.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  const lines: string[] = [];
  page.on("console", (m) => lines.push(`${m.type()}: ${m.text()}`));
  return { context, page, lines };
}

async function withPage(test: (opened: Opened) => Promise<void>): Promise<void> {
  const opened = await open();
  try {
    await test(opened);
  } finally {
    answerWorker = undefined;
    await opened.context.close();
  }
}

const waitControlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, { timeout: 30_000 });

/** Resolves once the named cache holds every one of `urls`. */
const waitInCache = (page: Page, cacheName: string, urls: readonly string[]) =>
  page.waitForFunction(
    async ([name, wanted]) => {
      if (!(await caches.has(name))) return false;
      const cache = await caches.open(name);
      for (const u of wanted) if (!(await cache.match(u))) return false;
      return true;
    },
    [cacheName, urls] as const,
    { timeout: 30_000, polling: 200 },
  );

const cachedUrls = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), cacheName);

/** Waits until `predicate` holds for the recorded lines, or fails with them. */
async function waitForLine(lines: string[], predicate: (line: string) => boolean, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!lines.some(predicate)) {
    if (Date.now() > end) throw new Error(`No such console line; got:\n${lines.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page's top-level navigations from now on (the test's reload, then any the shell makes). */
function countNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  return navigations;
}

const absolute = (p: string) => `http://127.0.0.1:${port}${p}`;

describe("the built service worker", () => {
  it("is written at <base>service-worker.js, its cache names carrying the build version", () => {
    expect(VERSION).toBe("23.2.915");
    expect(shellCacheName()).toMatch(new RegExp(`^gallery-shell-${VERSION.replace(/\./g, "\\.")}-[0-9a-f]{8}$`));
    expect(runtimeCacheName()).toMatch(new RegExp(`^gallery-runtime-${VERSION.replace(/\./g, "\\.")}-[0-9a-f]{8}$`));
    expect(workerSource()).toMatch(/addEventListener\("install"/);
    expect(workerSource()).toMatch(/addEventListener\("fetch"/);
  });

  it("precaches the shell: index.html, the entry chunk and its CSS, the theme and the fonts, and no sample", () => {
    const html = readFileSync(path.join(DIST, "index.html"), "utf8");
    const entry = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    const theme = /<link rel="stylesheet" id="gallery-theme" href="([^"]+)"/.exec(html)![1]!;
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    const fonts = stylesheets.flatMap((href) => {
      const css = readFileSync(path.join(DIST, href.slice(BASE.length)), "utf8");
      return [...css.matchAll(/url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/g)].map((m) =>
        path.posix.join(path.posix.dirname(href), m[1]!),
      );
    });
    const precache = precacheList();
    expect(fonts.length).toBeGreaterThan(0);
    expect(precache).toEqual(expect.arrayContaining([`${BASE}index.html`, entry, theme, ...stylesheets, ...fonts]));
    const chunks = new Set([...builtSite().chunks.values()].map((c) => BASE + c));
    expect(precache.filter((p) => chunks.has(p))).toEqual([]);

    let bytes = 0;
    for (const p of precache) {
      expect(p.startsWith(BASE)).toBe(true);
      bytes += statSync(path.join(DIST, p.slice(BASE.length))).size;
    }
    console.log(`service worker precache: ${precache.length} files, ${bytes} bytes raw (${(bytes / 1024).toFixed(1)} KB)`);
  });
});

describe("registration on localhost", () => {
  it("first visit: update found → installing → installed, 'Content is cached for offline use.', the shell precached", async () => {
    await withPage(async ({ page, lines }) => {
      await page.addInitScript(() => {
        // Records the registration's lifecycle as the page sees it, beside the shell's own handler.
        const states: string[] = ((window as unknown as { __swStates: string[] }).__swStates = []);
        const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
        navigator.serviceWorker.register = async (...args) => {
          states.push("register");
          const registration = await register(...args);
          registration.addEventListener("updatefound", () => {
            states.push("updatefound");
            const worker = registration.installing;
            if (!worker) return;
            states.push(worker.state);
            worker.addEventListener("statechange", () => states.push(worker.state));
          });
          return registration;
        };
      });
      await page.goto(url(SAMPLES));
      await waitControlled(page);
      await waitForLine(lines, (line) => line === CACHED_FOR_OFFLINE);
      const states = await page.evaluate(() => (window as unknown as { __swStates: string[] }).__swStates);
      expect(states.slice(0, 4)).toEqual(["register", "updatefound", "installing", "installed"]);
      expect(lines).not.toContain(NEW_CONTENT);
      expect(lines.filter((line) => line.startsWith("error: Error during service worker registration"))).toEqual([]);

      const registration = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { scope: r?.scope, script: r?.active?.scriptURL };
      });
      expect(registration).toEqual({ scope: url(), script: url("service-worker.js") });
      await waitInCache(page, shellCacheName(), precacheList().map(absolute));
      expect(await page.evaluate(() => caches.keys())).toContain(shellCacheName());
    });
  });

  it("caches a sample's chunk as it is used, in the runtime cache", async () => {
    const id = pickSample("inputs/button/overview", "gauges/radial-gauge/animation");
    const chunk = url(builtSite().chunks.get(id)!);
    await withPage(async ({ page }) => {
      await page.goto(url(SAMPLES));
      await waitControlled(page);
      expect(await page.evaluate((u) => caches.match(u).then(Boolean), chunk)).toBe(false);
      await page.goto(url(`${SAMPLES}/${id}`));
      await waitReady(page, id);
      await waitInCache(page, runtimeCacheName(), [chunk]);
      // Only what was used: another sample's chunk is not there.
      const other = [...builtSite().chunks].find(([otherId, c]) => otherId !== id && c !== builtSite().chunks.get(id));
      if (other) expect(await cachedUrls(page, runtimeCacheName())).not.toContain(url(other[1]));
    });
  });

  it("a controlled page's chunks take the worker's static route to its cache, not its fetch handler, and the page lists them for it to keep", async () => {
    const id = pickSample("gauges/radial-gauge/animation", "inputs/button/overview");
    const chunk = url(builtSite().chunks.get(id)!);
    await withPage(async ({ context, page }) => {
      // A first deep link, before any worker: the page's list is what gets its chunk cached.
      await page.goto(url(`${SAMPLES}/${id}`));
      await waitReady(page, id);
      await waitControlled(page);
      await waitInCache(page, runtimeCacheName(), [chunk]);
      const second = await context.newPage();
      await second.goto(url(`${SAMPLES}/${id}`));
      await waitReady(second, id);
      const served = await second.evaluate((u) => {
        const entry = performance.getEntriesByName(u)[0] as (PerformanceResourceTiming & { workerMatchedSourceType?: string }) | undefined;
        return entry?.workerMatchedSourceType;
      }, chunk);
      expect(served).toBe("cache");
    });
  });

  it("online start-up deletes every cache, one line each, and the worker caches the shell again", async () => {
    await withPage(async ({ page, lines }) => {
      await page.goto(url(SAMPLES));
      await waitControlled(page);
      await waitInCache(page, shellCacheName(), precacheList().map(absolute));
      const before = (await page.evaluate(() => caches.keys())).sort();
      expect(before).toContain(shellCacheName());
      lines.length = 0;

      await page.reload();
      await page.locator('[data-page="select-sample"]').waitFor();
      const deleted = lines.filter((line) => line.includes("Deleted cache:")).sort();
      // What was there, one line each (the reload's own page request may have added the runtime cache).
      expect(deleted).toEqual(expect.arrayContaining(before.map((name) => `log: Deleted cache: ${name}`)));
      expect(new Set(deleted).size).toBe(deleted.length);
      expect(lines.some((line) => line.startsWith("log: Offline:"))).toBe(false);
      await waitInCache(page, shellCacheName(), precacheList().map(absolute));
    });
  });

  it("a worker script that answers 404: 'SW not found', the worker unregistered and the page reloaded once", async () => {
    await withPage(async ({ page, lines }) => {
      await page.goto(url(SAMPLES));
      await waitControlled(page);
      const navigations = countNavigations(page);
      await page.route(`**${WORKER_PATH}`, (route) =>
        route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
      );
      lines.length = 0;

      await page.reload();
      // The shell reloads the page once it unregistered the worker; the next load finds no registration.
      await expect.poll(() => navigations.length, { timeout: 15_000 }).toBe(2);
      await expect.poll(() => lines.filter((line) => line === SW_NOT_FOUND).length, { timeout: 15_000 }).toBe(2);
      await page.locator('[data-page="select-sample"]').waitFor();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await page.waitForTimeout(1000);
      expect(navigations.length).toBe(2);
      expect(lines).not.toContain(CACHED_FOR_OFFLINE);
    });
  });

  it("a worker script that is not JavaScript (a page): 'SW not found', the worker unregistered", async () => {
    await withPage(async ({ page, lines }) => {
      await page.goto(url(SAMPLES));
      await waitControlled(page);
      await page.route(`**${WORKER_PATH}`, (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: "<!doctype html><title>other app</title>" }),
      );
      const navigations = countNavigations(page);
      lines.length = 0;
      await page.reload();
      await expect.poll(() => navigations.length, { timeout: 15_000 }).toBe(2);
      await waitForLine(lines, (line) => line === SW_NOT_FOUND);
      await page.locator('[data-page="select-sample"]').waitFor();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    });
  });

  it("no network for the worker script: logs that the app runs offline and does not register", async () => {
    await withPage(async ({ page, lines }) => {
      await page.route(`**${WORKER_PATH}`, (route) => route.abort("internetdisconnected"));
      await page.goto(url(SAMPLES));
      await page.locator('[data-page="select-sample"]').waitFor();
      await waitForLine(lines, (line) => line === OFFLINE_MODE);
      await page.waitForTimeout(500);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      expect(lines).not.toContain(SW_NOT_FOUND);
    });
  });

  it("a new worker: update found → installed while controlled, 'New content is available'", async () => {
    await withPage(async ({ page, lines }) => {
      await page.goto(url(SAMPLES));
      await waitControlled(page);
      await waitForLine(lines, (line) => line === CACHED_FOR_OFFLINE);
      const changed = `${workerSource()}\n// the next build\n`;
      answerWorker = (res) => res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" }).end(changed);
      // The shell's own handlers are on the registration it got from register(): the same object.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      await waitForLine(lines, (line) => line === NEW_CONTENT);
      expect(lines.filter((line) => line === CACHED_FOR_OFFLINE).length).toBe(1);
    });
  });

  it("a registration that fails is logged", async () => {
    await withPage(async ({ page, lines }) => {
      answerWorker = (res) =>
        res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" }).end('throw new Error("broken worker");\n');
      await page.goto(url(SAMPLES));
      await page.locator('[data-page="select-sample"]').waitFor();
      await waitForLine(lines, (line) => line.startsWith("error: Error during service worker registration:"));
      expect(lines).not.toContain(SW_NOT_FOUND);
      expect(lines).not.toContain(CACHED_FOR_OFFLINE);
    });
  });
});

describe("registration on any other host", () => {
  it("registers directly, without fetching the worker script first", async () => {
    await withPage(async ({ page, lines }) => {
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === WORKER_PATH && request.resourceType() === "fetch") fetched.push(request.url());
      });
      await page.goto(url(SAMPLES, OTHER_HOST));
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, { timeout: 30_000 });
      await waitForLine(lines, (line) => line === CACHED_FOR_OFFLINE);
      expect(fetched).toEqual([]);
    });
  });

  it("a missing worker is not checked first there: register() fails and the error is logged", async () => {
    await withPage(async ({ page, lines }) => {
      answerWorker = (res) => res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      await page.goto(url(SAMPLES, OTHER_HOST));
      await page.locator('[data-page="select-sample"]').waitFor();
      await waitForLine(lines, (line) => line.startsWith("error: Error during service worker registration:"));
      expect(lines).not.toContain(SW_NOT_FOUND);
    });
  });
});
