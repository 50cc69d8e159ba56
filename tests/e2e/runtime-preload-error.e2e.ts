import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer, listen } from "../../cli/server/static";
import { launchChromium } from "./support/chromium";
import { BASE, DIST, SAMPLES, builtSite, pickSample, settledState } from "./support/site";

// A sample whose files are gone (the page refers to an earlier deploy) raises a cancelable
// `preload-error` on window. The shell's own handler takes it and shows the stale-build notice;
// when no handler prevents the default, the loader rethrows and the sample's error boundary shows it.
// The files are deleted from COPIES of the build, served by their own server.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const STALE_HEADING = "A newer version of the gallery is available";
const temp = mkdtempSync(path.join(os.tmpdir(), "gallery-preload-"));

interface PreloadRecord {
  detail: { asset: string; kind: string; message: string };
  cancelable: boolean;
  defaultPrevented: boolean;
}

/** Recorded in the page before the shell runs; `swallow` stops the shell's own handler from seeing it. */
function recordPreloadErrors(swallow: boolean): void {
  const events: Event[] = [];
  (window as unknown as { __preloadEvents: Event[] }).__preloadEvents = events;
  window.addEventListener("preload-error", (event) => {
    events.push(event);
    if (swallow) event.stopImmediatePropagation();
  });
}

const preloadRecords = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __preloadEvents: CustomEvent[] }).__preloadEvents.map((e) => ({
      detail: e.detail as PreloadRecord["detail"],
      cancelable: e.cancelable,
      defaultPrevented: e.defaultPrevented,
    })),
  );

interface Served {
  dist: string;
  origin: string;
  server: http.Server;
}

const servers: Served[] = [];

const served = new Map<string, Promise<Served>>();

/**
 * Copies `dist` to a temp folder, removes `remove` (paths relative to the base) and serves the copy;
 * once per name. Without anything to remove, `dist` itself is served.
 */
function serveCopy(dist: string, name: string, remove: readonly string[]): Promise<Served> {
  let site = served.get(name);
  if (!site) {
    site = makeCopy(dist, name, remove);
    served.set(name, site);
  }
  return site;
}

async function makeCopy(dist: string, name: string, remove: readonly string[]): Promise<Served> {
  const copy = remove.length === 0 ? dist : path.join(temp, name);
  if (copy !== dist) cpSync(dist, copy, { recursive: true });
  for (const relative of remove) {
    const file = path.join(copy, relative);
    expect(existsSync(file), `${relative} is in the build`).toBe(true);
    rmSync(file);
  }
  const server = createStaticServer({ root: copy, base: BASE });
  const site = { dist: copy, origin: `http://127.0.0.1:${await listen(server, 0)}`, server };
  servers.push(site);
  return site;
}

/** The hashed sample asset list the build's index.html names. */
function sampleNeeds(dist: string): Record<string, { css: string[]; gridTheme: boolean }> {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const file = new RegExp(`<meta name="gallery-sample-assets" content="${BASE}([^"]+)">`).exec(html)?.[1];
  return file ? JSON.parse(readFileSync(path.join(dist, file), "utf8")) : {};
}

/**
 * A build with a sample that has its own stylesheet: DIST when it holds one (build-copy.mjs adds the
 * e2e fixture), otherwise a fixture build of that one sample (tests/e2e/fixtures/styled-sample).
 */
function styledBuild(): { dist: string; id: string; css: string } {
  const found = Object.entries(sampleNeeds(DIST)).find(([, needs]) => needs.css.length > 0);
  if (found) return { dist: DIST, id: found[0], css: found[1].css[0]! };
  const root = path.join(temp, "fixture-root");
  mkdirSync(root, { recursive: true });
  for (const name of ["package.json", "samples.config.yaml", "tsconfig.json", "cli", "shell", "types", "generated/controls"]) {
    cpSync(path.join(REPO, name), path.join(root, name), { recursive: true });
  }
  symlinkSync(path.join(REPO, "node_modules"), path.join(root, "node_modules"));
  const id = "inputs/button/e2e-styled";
  cpSync(path.join(REPO, "tests/e2e/fixtures/styled-sample"), path.join(root, "samples", id), { recursive: true });
  console.log(`No sample of ${DIST} has its own stylesheet: building the fixture sample ${id} into ${root}/dist`);
  execFileSync(process.execPath, [path.join(REPO, "bin/gallery.mjs"), "build", "--out", "dist"], { cwd: root, stdio: "pipe" });
  const dist = path.join(root, "dist");
  const css = sampleNeeds(dist)[id]?.css[0];
  if (!css) throw new Error(`The fixture build at ${dist} lists no stylesheet for ${id}`);
  return { dist, id, css };
}

let browser: Browser | undefined;
let styled: ReturnType<typeof styledBuild> | undefined;

beforeAll(async () => {
  builtSite();
  styled = styledBuild();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  for (const { server } of servers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(temp, { recursive: true, force: true });
});

/** Opens `relative` in a fresh context, preload-error events recorded from before the shell runs. */
async function openRecorded(origin: string, relative: string, swallow: boolean) {
  const context = await browser!.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.addInitScript(recordPreloadErrors, swallow);
  await page.goto(origin + BASE + relative);
  return { context, page, errors };
}

describe("a sample's script is gone", () => {
  const id = pickSample("inputs/button/overview", "gauges/radial-gauge/animation");
  const chunk = () => builtSite().chunks.get(id)!;

  it("raises a cancelable preload-error carrying the script; the shell takes it and offers a reload", async () => {
    const site = await serveCopy(DIST, "no-script", [chunk()]);
    const { context, page, errors } = await openRecorded(site.origin, `${SAMPLES}/${id}`, false);
    try {
      const notice = page.locator('[data-page="stale-build"]');
      await notice.waitFor({ timeout: 30_000 });
      const asset = site.origin + BASE + chunk();
      const message = `Unable to preload script for ${asset}`;
      expect(await preloadRecords(page)).toEqual([
        { detail: { asset, kind: "script", message }, cancelable: true, defaultPrevented: true },
      ]);
      expect(errors).toContain(message);
      expect(await notice.locator("h1").innerText()).toBe(STALE_HEADING);
      expect(await page.locator(".sample-frame__error").count()).toBe(0);

      const reload = notice.getByRole("button", { name: "Reload" });
      await Promise.all([page.waitForEvent("load"), reload.click()]);
      await page.locator('[data-page="stale-build"]').waitFor();
    } finally {
      await context.close();
    }
  });

  it("when no handler prevents the default, the error is rethrown to the sample's error boundary", async () => {
    const site = await serveCopy(DIST, "no-script", [chunk()]);
    const { context, page } = await openRecorded(site.origin, `${SAMPLES}/${id}`, true);
    try {
      expect(await settledState(page, id)).toBe("error");
      const asset = site.origin + BASE + chunk();
      const message = `Unable to preload script for ${asset}`;
      const records = await preloadRecords(page);
      expect(records).toEqual([{ detail: { asset, kind: "script", message }, cancelable: true, defaultPrevented: false }]);
      expect(await page.locator(".sample-frame__error pre").innerText()).toBe(message);
      expect(await page.locator('[data-page="stale-build"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("a sample's stylesheet is gone", () => {
  it("raises preload-error with 'Unable to preload CSS for {asset}'; the shell shows the reload notice", async () => {
    const { dist, id, css } = styled!;
    const site = await serveCopy(dist, "no-css", [css]);
    const { context, page, errors } = await openRecorded(site.origin, `${SAMPLES}/${id}`, false);
    try {
      const notice = page.locator('[data-page="stale-build"]');
      await notice.waitFor({ timeout: 30_000 });
      const asset = BASE + css;
      const message = `Unable to preload CSS for ${asset}`;
      expect(await preloadRecords(page)).toEqual([{ detail: { asset, kind: "css", message }, cancelable: true, defaultPrevented: true }]);
      expect(errors).toContain(message);
      expect(await notice.locator("h1").innerText()).toBe(STALE_HEADING);
      expect(await notice.getByRole("button", { name: "Reload" }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("when no handler prevents the default, the CSS error is rethrown", async () => {
    const { dist, id, css } = styled!;
    const site = await serveCopy(dist, "no-css", [css]);
    const { context, page } = await openRecorded(site.origin, `${SAMPLES}/${id}`, true);
    try {
      expect(await settledState(page, id)).toBe("error");
      const message = `Unable to preload CSS for ${BASE + css}`;
      expect((await preloadRecords(page)).map((r) => [r.detail.kind, r.detail.message, r.defaultPrevented])).toEqual([
        ["css", message, false],
      ]);
      expect(await page.locator(".sample-frame__error pre").innerText()).toBe(message);
    } finally {
      await context.close();
    }
  });

  it("with the stylesheet present, the same sample loads and no preload-error is raised", async () => {
    const { dist, id } = styled!;
    const site = await serveCopy(dist, "complete", []);
    const { context, page } = await openRecorded(site.origin, `${SAMPLES}/${id}`, false);
    try {
      expect(await settledState(page, id)).toBe("ready");
      expect(await preloadRecords(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
