import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../cli/bundle/build";
import type { BuildMode } from "../../cli/bundle/esbuild-options";
import { createStaticServer, listen } from "../../cli/server/static";
import { launchChromium } from "./support/chromium";
import { BASE, SAMPLES, waitReady } from "./support/site";

// The shell registers the service worker only in production builds. A fixture project with one
// sample (tests/e2e/fixtures/styled-sample) is built twice, in development and in production mode,
// and each build is opened in a context that allows service workers.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ID = "inputs/button/e2e-styled";
const temp = mkdtempSync(path.join(os.tmpdir(), "gallery-dev-build-"));
const root = path.join(temp, "project");

let browser: Browser | undefined;
const servers: http.Server[] = [];

beforeAll(async () => {
  mkdirSync(root, { recursive: true });
  for (const name of ["package.json", "samples.config.yaml", "tsconfig.json", "contract", "cli", "shell", "types", "generated/controls"]) {
    cpSync(path.join(REPO, name), path.join(root, name), { recursive: true });
  }
  symlinkSync(path.join(REPO, "node_modules"), path.join(root, "node_modules"));
  cpSync(path.join(REPO, "tests/e2e/fixtures/styled-sample"), path.join(root, "samples", ID), { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(temp, { recursive: true, force: true });
});

/** Builds the fixture project in `mode`, serves it, opens the sample; returns what the page did. */
async function openBuild(mode: BuildMode) {
  const outDir = path.join(temp, `dist-${mode}`);
  await buildSite(root, { outDir, mode });
  expect(existsSync(path.join(outDir, "service-worker.js"))).toBe(true);
  const server = createStaticServer({ root: outDir, base: BASE });
  servers.push(server);
  const origin = `http://127.0.0.1:${await listen(server, 0)}`;
  const context = await browser!.newContext({ serviceWorkers: "allow" });
  try {
    const page = await context.newPage();
    const lines: string[] = [];
    const workerRequests: string[] = [];
    page.on("console", (m) => lines.push(`${m.type()}: ${m.text()}`));
    context.on("request", (request) => {
      if (new URL(request.url()).pathname === `${BASE}service-worker.js`) workerRequests.push(request.url());
    });
    await page.goto(`${origin}${BASE}${SAMPLES}/${ID}`);
    await waitReady(page, ID);
    if (mode === "production") {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    } else {
      await page.waitForTimeout(2000);
    }
    const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    return { lines, workerRequests, registrations };
  } finally {
    await context.close();
  }
}

describe("service worker registration by build mode", () => {
  it("a development build never registers the worker, nor fetches its script", async () => {
    const { lines, workerRequests, registrations } = await openBuild("development");
    expect(registrations).toBe(0);
    expect(workerRequests).toEqual([]);
    expect(lines.filter((line) => /offline|SW not found|service worker/i.test(line))).toEqual([]);
  });

  it("the production build of the same project does", async () => {
    const { lines, workerRequests, registrations } = await openBuild("production");
    expect(registrations).toBe(1);
    expect(workerRequests.length).toBeGreaterThan(0);
    expect(lines).toContain("log: Content is cached for offline use.");
  });
});
