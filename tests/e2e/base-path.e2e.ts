/**
 * A gallery whose samples.config.yaml names another base path and samples prefix than the real one:
 * `gallery build`, `gallery serve` and `gallery dev` (the CLI itself, bin/gallery.mjs, in a temp copy
 * of the project with one sample) put every page, route and file under them, and print URLs that
 * follow them. Nothing may be left at `/react-demos/` or `/samples`. Needs no build of the real gallery,
 * but a current bin/gallery.mjs (`npm run prepare`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeForms } from "../../contract/routes";
import { launchChromium } from "./support/chromium";
import { waitReady } from "./support/site";

const REPO = path.resolve(import.meta.dirname, "../..");
const PROJECT_FILES = ["package.json", "samples.config.yaml", "tsconfig.json", "types", "contract", "cli", "shell", "generated/controls"];

const BASE = "/docs/react/";
const PREFIX = "/demos";
const SLUGS = { group: "inputs", component: "button", sample: "moved-button" };
const ID = "inputs/button/moved-button";
/** What the real config says: none of it may show in this gallery. */
const REAL_PATHS = /\/react-demos\b|\/samples\//;

const WAIT = 240_000;

let temp: string;
let root: string;
let browser: Browser;
let context: BrowserContext;
const children: ChildProcess[] = [];

/** Runs the CLI in the copy; resolves with its output once the line matching `until` is printed (or it exits 0, without `until`). */
function gallery(args: string[], until?: RegExp): Promise<{ output: string; match?: RegExpMatchArray }> {
  const child = spawn(process.execPath, [path.join(REPO, "bin/gallery.mjs"), ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gallery ${args.join(" ")}: no end within ${WAIT} ms:\n${output}`)), WAIT);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = until && output.match(until);
      if (match) {
        clearTimeout(timer);
        resolve({ output, match });
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (!until && code === 0) resolve({ output });
      else reject(new Error(`gallery ${args.join(" ")} exited with ${code}:\n${output}`));
    });
  });
}

/** Opens `url` in a fresh page, waits for the sample, and returns every path the page asked this server for. */
async function openAndRecord(url: string, action?: (page: Page) => Promise<void>): Promise<string[]> {
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(origin)) asked.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto(url);
    await waitReady(page, ID, WAIT);
    await action?.(page);
  } finally {
    await page.close();
  }
  return asked;
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "gallery-base-path-"));
  root = path.join(temp, "project");
  await mkdir(root, { recursive: true });
  for (const name of PROJECT_FILES) await cp(path.join(REPO, name), path.join(root, name), { recursive: true });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  const config = (await readFile(path.join(root, "samples.config.yaml"), "utf8"))
    .replace(/^basePath: .*$/m, `basePath: ${BASE}`)
    .replace(/^samplesPrefix: .*$/m, `samplesPrefix: ${PREFIX}`)
    .replaceAll("/react-demos/meta.json", `${BASE}meta.json`);
  await writeFile(path.join(root, "samples.config.yaml"), config);
  const dir = path.join(root, "samples", ID);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "sample.json"), JSON.stringify({ description: "A fixture sample under another base path." }) + "\n");
  await writeFile(
    path.join(dir, "index.tsx"),
    `import { IgrButton } from "igniteui-react";

export default function MovedButton() {
  return <IgrButton variant="contained">Moved</IgrButton>;
}
`,
  );
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
  // Nothing may leave the machine.
  await context.route((url) => url.hostname !== "127.0.0.1" && url.protocol.startsWith("http"), (route) => route.abort());
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill();
  await browser?.close();
  if (temp) await rm(temp, { recursive: true, force: true });
}, 60_000);

describe("a config with another base path and samples prefix", () => {
  it("gallery build writes every route page and file where the config says", async () => {
    const { output } = await gallery(["build"]);
    expect(output).toMatch(/built 1 samples into dist\//);
    const dist = path.join(root, "dist");
    const pages = [PREFIX, ...routeForms(SLUGS, PREFIX)].map((route) => `${route.slice(1)}/index.html`);
    const files = [`source/${ID}.json`, `exports/${ID}.json`, "themes/light/bootstrap.css", "themes/light/grids-bootstrap.css"];
    for (const file of [...pages, ...files]) expect(existsSync(path.join(dist, file)), file).toBe(true);
    expect(existsSync(path.join(dist, "samples")), "no folder for the real prefix").toBe(false);
    const html = await readFile(path.join(dist, "index.html"), "utf8");
    expect(html).toContain(`src="${BASE}assets/`);
    const worker = await readFile(path.join(dist, "service-worker.js"), "utf8");
    expect(worker).toContain(BASE);
    for (const [name, text] of [["index.html", html], ["service-worker.js", worker]]) expect(text, name).not.toMatch(REAL_PATHS);
  }, WAIT);

  it("gallery serve prints the config's URL and serves every route form, the code view's file and the project there", async () => {
    const { match } = await gallery(["serve", "--port", "0"], /serving dist\/ at (http:\/\/127\.0\.0\.1:\d+)(\S*)\n/);
    const [, origin, printed] = match!;
    expect(printed).toBe("/docs/react/demos");
    const asked = await openAndRecord(`${origin}${printed}/${ID}`, async (page) => {
      const source = page.waitForResponse((response) => new URL(response.url()).pathname === `${BASE}source/${ID}.json`);
      await page.locator("[data-panel=code]").click();
      expect((await source).status()).toBe(200);
    });
    expect(asked.filter((pathname) => !pathname.startsWith(BASE)), "requests outside the base path").toEqual([]);
    expect(asked.filter((pathname) => REAL_PATHS.test(pathname))).toEqual([]);
    expect(asked).toContain(`${BASE}themes/light/bootstrap.css`);
    for (const form of routeForms(SLUGS, PREFIX)) {
      const formAsked = await openAndRecord(`${origin}${BASE.slice(0, -1)}${form}`);
      expect(formAsked.filter((pathname) => !pathname.startsWith(BASE)), form).toEqual([]);
    }
    const project = await fetch(`${origin}${BASE}exports/${ID}.json`);
    expect(project.status).toBe(200);
    expect((await project.json()).name).toBe("inputs-button-moved-button");
    expect((await fetch(`${origin}/react-demos/samples/${ID}`)).status).toBe(404);
  }, WAIT);

  it("gallery dev prints the config's URL and serves the sample there", async () => {
    const { match } = await gallery(["dev", "--port", "0"], /gallery dev at (http:\/\/127\.0\.0\.1:\d+)(\S*)\n/);
    const [, origin, printed] = match!;
    expect(printed).toBe("/docs/react/demos");
    const asked = await openAndRecord(`${origin}${printed}/${ID}`);
    // The dev server's own channel (/__gallery/) is outside the site, as in the real gallery.
    const site = asked.filter((pathname) => !pathname.startsWith("/__gallery/"));
    expect(site.filter((pathname) => !pathname.startsWith(BASE)), "requests outside the base path").toEqual([]);
    expect(site).toContain(`${BASE}themes/light/bootstrap.css`);
  }, WAIT);
});
