import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { createStaticServer, listen } from "../../../cli/server/static";
import { galleryConfig } from "../../../generated/manifest.gen";
import { launchChromium } from "./chromium";

export { galleryConfig };

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The build under test: GALLERY_DIST, or the project's dist/. */
export const DIST = path.resolve(process.env.GALLERY_DIST ?? path.join(REPO, "dist"));

/** The base path the site is served under, such as `/react-demos/`. */
export const BASE = galleryConfig.basePath;

/** The samples prefix without its slash, such as `samples`: browsing paths start with it. */
export const SAMPLES = galleryConfig.samplesPrefix.replace(/^\//, "");

/** The e2e fixture sample with its own stylesheet, present only in builds made by build-copy.mjs. */
export const STYLED_FIXTURE = "inputs/button/e2e-styled";

/** What the build holds, read from its files the way the browser sees them. */
export interface BuiltSite {
  /** Sample id → its chunk, relative to the base path (`assets/chunks/animation-ABCDEFGH.js`). */
  chunks: ReadonlyMap<string, string>;
  /** The build's sample asset list: samples that need stylesheets or the grid theme. */
  needs: Readonly<Record<string, { css: string[]; gridTheme: boolean }>>;
}

let built: BuiltSite | undefined;

/**
 * The file (relative to the build) that a lazy import matching `pattern` names, searched in the entry
 * and the chunks it imports statically: the build moves a module the shell shares with a lazy chunk
 * into a chunk of its own.
 */
function lazyImportInShell(entry: string, pattern: RegExp): string | undefined {
  const seen = new Set<string>();
  const visit = (file: string): string | undefined => {
    if (seen.has(file)) return undefined;
    seen.add(file);
    const js = readFileSync(path.join(DIST, file), "utf8");
    const dir = path.posix.dirname(file);
    const found = pattern.exec(js)?.[1];
    if (found) return path.posix.join(dir, found);
    for (const m of js.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      const inner = visit(path.posix.join(dir, m[1]!));
      if (inner) return inner;
    }
    return undefined;
  };
  return visit(entry);
}

export function builtSite(): BuiltSite {
  if (built) return built;
  const indexFile = path.join(DIST, "index.html");
  if (!existsSync(indexFile)) {
    throw new Error(
      `No build at ${DIST}. Run \`npx gallery build\`, or \`node tests/e2e/build-copy.mjs\` and set GALLERY_DIST to the folder it prints.`,
    );
  }
  const html = readFileSync(indexFile, "utf8");
  const entry = new RegExp(`<script type="module" src="${BASE}([^"]+)"`).exec(html)?.[1];
  if (!entry) throw new Error(`${indexFile}: no <script type="module" src="${BASE}…"> entry script`);
  // generated/imports.gen.ts is a chunk of its own, which the shell imports lazily.
  const mapFile = lazyImportInShell(entry, /import\(\s*"\.\/((?:chunks\/)?imports\.gen-[A-Z0-9]+\.js)"\s*\)/);
  if (!mapFile) throw new Error(`${entry}: no lazy import of the imports.gen chunk in the entry or its static imports`);
  const map = readFileSync(path.join(DIST, mapFile), "utf8");
  // As esbuild wrote it: "group/component/sample": () => import("./x-HASH.js"), relative to the map's own folder.
  const pattern = /"([a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+)"\s*:\s*\(\)\s*=>\s*import\(\s*"\.\/([^"]+)"\s*\)/g;
  const mapDir = path.posix.dirname(mapFile);
  const chunks = new Map([...map.matchAll(pattern)].map((m) => [m[1]!, `${mapDir}/${m[2]!}`] as const));
  if (chunks.size === 0) throw new Error(`${mapFile}: found no sample imports; has the shape of generated/imports.gen.ts changed?`);
  // The asset list: a hashed JSON file the page names in a <meta>.
  const list = new RegExp(`<meta name="gallery-sample-assets" content="${BASE}([^"]+)"`).exec(html)?.[1];
  const needs = list ? JSON.parse(readFileSync(path.join(DIST, list), "utf8")) : {};
  built = { chunks, needs };
  return built;
}

/** Sample ids in the build, the e2e fixture left out. */
export function sampleIds(): string[] {
  return [...builtSite().chunks.keys()].filter((id) => id !== STYLED_FIXTURE);
}

/** The first of `preferred` that the build holds, else its first sample. */
export function pickSample(...preferred: string[]): string {
  const ids = sampleIds();
  const found = preferred.find((id) => ids.includes(id)) ?? ids[0];
  if (!found) throw new Error(`The build at ${DIST} holds no sample`);
  return found;
}

/** A glob matching exactly the chunk of one sample. */
export function chunkGlob(id: string): string {
  const chunk = builtSite().chunks.get(id);
  if (!chunk) throw new Error(`${id} is not in the build at ${DIST}`);
  return `**/${BASE.replace(/^\//, "")}${chunk}`;
}

export interface Site {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** The absolute URL of a path under the base: `url("samples")` → `http://127.0.0.1:PORT/react-demos/samples`. */
  url(relative?: string): string;
  close(): Promise<void>;
}

/** Serves DIST with the server `gallery serve` uses, on 127.0.0.1 and a free port. */
export async function startSite(): Promise<Site> {
  builtSite();
  const server = createStaticServer({ root: DIST, base: BASE });
  const port = await listen(server, 0);
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (relative = "") => origin + BASE + relative.replace(/^\//, ""),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One page in a fresh context, with everything it did recorded. */
export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Every console message, as `type: text`. */
  console: string[];
  consoleErrors: string[];
  pageErrors: string[];
  /** Every request URL, in order. */
  requests: string[];
  /** Requests to any host other than 127.0.0.1 (they are aborted, so the tests never reach the network). */
  external: string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  width?: number;
  height?: number;
  /**
   * "allow" by default, as in a real browser. Block the worker where a spec routes the page's
   * requests (a request the worker answers never reaches page.route) or counts caches (it fills its
   * own); blocked, its registration fails and the shell logs that on the console.
   */
  serviceWorkers?: "allow" | "block";
}

export interface Gallery {
  readonly site: Site;
  readonly browser: Browser;
  open(options?: OpenOptions): Promise<Watched>;
}

/** One browser and one server per spec file. */
export function useGallery(): Gallery {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const gallery: Gallery = {
    get site() {
      if (!site) throw new Error("the site is not started yet");
      return site;
    },
    get browser() {
      if (!browser) throw new Error("the browser is not launched yet");
      return browser;
    },
    open: async ({ width = 1280, height = 800, serviceWorkers = "allow" } = {}) => {
      const context = await gallery.browser.newContext({ viewport: { width, height }, serviceWorkers });
      const page = await context.newPage();
      const watched: Watched = {
        page,
        context,
        console: [],
        consoleErrors: [],
        pageErrors: [],
        requests: [],
        external: [],
        close: () => context.close(),
      };
      page.on("console", (message) => {
        watched.console.push(`${message.type()}: ${message.text()}`);
        if (message.type() === "error") watched.consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => watched.pageErrors.push(error.stack ?? error.message));
      page.on("request", (request) => {
        watched.requests.push(request.url());
        if (isExternal(request.url())) watched.external.push(request.url());
      });
      await context.route((url) => isExternal(url.href), (route) => route.abort("blockedbyclient"));
      return watched;
    },
  };
  return gallery;
}

/** Any request to a host other than 127.0.0.1; data: and blob: URLs never leave the page. */
export function isExternal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === "data:" || protocol === "blob:" || protocol === "about:") return false;
  return hostname !== "127.0.0.1";
}

export type SampleState = "loading" | "ready" | "error";

/** Waits until the frame (of sample `id`, when given) settles and returns its state ("ready" or "error"). */
export async function settledState(page: Page, id?: string, timeout = 30_000): Promise<SampleState> {
  const frame = id ? `.sample-frame[data-sample-id="${id}"]` : ".sample-frame";
  const settled = page.locator(`${frame}[data-sample-state="ready"], ${frame}[data-sample-state="error"]`).first();
  await settled.waitFor({ timeout });
  const state = (await settled.getAttribute("data-sample-state")) as SampleState;
  await shellSettled(page, timeout);
  return state;
}

/**
 * Waits for what the shell mounts after the sample (the side menu, the toolbar's controls), on a
 * browsing page: its controls are there, or its menu says it could not load. The bare embed has none.
 */
export async function shellSettled(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(".toolbar") ||
      document.querySelector(".menu-placeholder[role=alert]") ||
      (document.querySelector("[data-testid=library-version]") && !document.querySelector(".menu-placeholder")),
    undefined,
    { timeout, polling: 50 },
  );
}

/** Waits for the sample (`id`, when given) to be ready; a sample that errors fails with the frame's message. */
export async function waitReady(page: Page, id?: string, timeout = 30_000): Promise<void> {
  const state = await settledState(page, id, timeout);
  if (state !== "ready") {
    const text = await page.locator(".sample-frame").innerText();
    throw new Error(`The sample at ${page.url()} ended in state "${state}": ${text}`);
  }
}

/** The link of a sample in the side menu, by its grouped path. */
export function menuLink(page: Page, id: string) {
  return page.locator(`.sidebar a.sidebar__link[href="${BASE}${SAMPLES}/${id}"]`);
}

/** Opens every closed component of the side menu, so that every link is on the page. */
export async function openAllComponents(page: Page): Promise<void> {
  await shellSettled(page);
  const headings = page.locator(".sidebar__heading");
  const count = await headings.count();
  for (let i = 0; i < count; i++) {
    const heading = headings.nth(i);
    if ((await heading.getAttribute("aria-expanded")) === "false") await heading.click();
  }
}
