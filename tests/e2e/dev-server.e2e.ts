/**
 * `gallery dev` (startDevServer) on a temp copy of the project with one web-component sample, in
 * Chromium: it serves on 127.0.0.1, rebuilds on change and reloads the page by itself; adding,
 * renaming and removing a sample folder regenerates generated/ and the menu; a compile error and a
 * generation error show over the page and in the log while the server keeps running, and fixing
 * the file recovers. Needs no build of the real gallery.
 */
import { cp, mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type DevServer } from "../../cli/server/dev";
import { launchChromium } from "./support/chromium";
import { BASE, menuLink, SAMPLES, waitReady } from "./support/site";

const REPO = path.resolve(import.meta.dirname, "../..");
const PROJECT_FILES = ["package.json", "samples.config.yaml", "tsconfig.json", "types", "contract", "cli", "shell", "generated/controls"];

const FIRST = "inputs/button/first-button";
const ADDED = "inputs/button/added-button";
const RENAMED = "inputs/button/renamed-button";

/** Rebuilds on a loaded machine can be slow: every wait is generous, and what is asserted is behaviour. */
const WAIT = 180_000;
const TEST_TIMEOUT = 420_000;

const sampleJson = (description: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ description, ...extra }, null, 2) + "\n";

const buttonSample = (name: string, text: string) => `import { IgrButton } from "igniteui-react";

export default function ${name}() {
  return (
    <div style={{ padding: 16 }}>
      <IgrButton variant="contained">${text}</IgrButton>
    </div>
  );
}
`;

let temp: string;
let root: string;
let server: DevServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const logs: string[] = [];

const origin = () => `http://127.0.0.1:${server.port}`;
const sampleUrl = (id: string) => `${origin()}${BASE}${SAMPLES}/${id}`;
const sampleDir = (id: string) => path.join(root, "samples", id);
const manifest = () => readFile(path.join(root, "generated/manifest.gen.ts"), "utf8");
const isEvents = (url: string) => new URL(url).pathname === "/__gallery/events";

/** Resolves when the log gets a line matching `pattern` after line `from`; returns that line. */
async function logLine(pattern: RegExp, from: number, timeout = WAIT): Promise<string> {
  const end = Date.now() + timeout;
  for (;;) {
    const found = logs.slice(from).find((line) => pattern.test(line));
    if (found) return found;
    if (Date.now() > end) throw new Error(`no log line matching ${pattern} within ${timeout} ms; the log:\n${logs.join("\n")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves when the log has been quiet for `quietMs`: no rebuild is left to run from the last change. */
async function logSettled(quietMs = 2000): Promise<void> {
  let count = logs.length;
  let since = Date.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    if (logs.length !== count) {
      count = logs.length;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}

/** The page's next connection to the reload channel (opened by the reload client as a page loads). */
const nextConnection = (target: Page) => target.waitForResponse((r) => isEvents(r.url()), { timeout: WAIT });

/** Marks the current document, so a later check tells whether the page has reloaded since. */
const markDocument = (target: Page) => target.evaluate(() => ((window as { __devMark?: boolean }).__devMark = true));
const isSameDocument = (target: Page) => target.evaluate(() => (window as { __devMark?: boolean }).__devMark === true);

/** Opens a sample page, waits until it is ready and its reload client is connected. */
async function openSample(id: string): Promise<void> {
  const connected = nextConnection(page);
  await page.goto(sampleUrl(id));
  await connected;
  await waitReady(page, id, WAIT);
}

/**
 * Makes a change that must end in a successful rebuild and a reload: marks the page, changes,
 * waits for the "rebuilt" line, the page's new connection (it reloaded) and `until`.
 */
async function changeAndReload(change: () => Promise<void>, until: () => Promise<void>): Promise<void> {
  await logSettled();
  await markDocument(page);
  const connected = nextConnection(page);
  const from = logs.length;
  await change();
  await logLine(/^rebuilt \d+ samples/, from);
  await connected;
  await until();
  expect(await isSameDocument(page), "the page reloaded by itself").toBe(false);
}

/**
 * Makes a change to sample code that must end in a rebuild swapped into the open page: the same
 * document (menu, scroll and state kept) shows `until` without reloading.
 */
async function changeInPlace(change: () => Promise<void>, until: () => Promise<void>): Promise<void> {
  await logSettled();
  await markDocument(page);
  const from = logs.length;
  await change();
  await logLine(/^rebuilt \d+ samples/, from);
  await until();
  expect(await isSameDocument(page), "the page kept its document").toBe(true);
}

/** True when a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(5000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "gallery-dev-server-"));
  root = path.join(temp, "project");
  await mkdir(root, { recursive: true });
  for (const name of PROJECT_FILES) await cp(path.join(REPO, name), path.join(root, name), { recursive: true });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  await mkdir(sampleDir(FIRST), { recursive: true });
  await writeFile(path.join(sampleDir(FIRST), "sample.json"), sampleJson("A fixture sample for the dev server."));
  await writeFile(path.join(sampleDir(FIRST), "index.tsx"), buttonSample("FirstButton", "Hello from dev"));
  await mkdir(path.join(sampleDir(FIRST), "public"));
  await writeFile(path.join(sampleDir(FIRST), "public/greeting.json"), JSON.stringify({ greeting: "hello" }));
  server = await startDevServer(root, 0, (line) => logs.push(line));
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Nothing may leave the machine.
  await context.route((url) => url.hostname !== "127.0.0.1" && url.protocol.startsWith("http"), (route) => route.abort());
  page = await context.newPage();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (temp) await rm(temp, { recursive: true, force: true });
}, 120_000);

describe("gallery dev", () => {
  it("serves the sample on 127.0.0.1 only, and the sample gets ready", async () => {
    // At start only the shell is compiled; the deep link below compiles its sample before the page is sent.
    await logLine(/^rebuilt/, 0);
    expect(logs[0]).toMatch(/^rebuilt 1 samples in \d+ ms \(0 compiled; start\)$/);
    expect(server.port).toBeGreaterThan(0);
    await openSample(FIRST);
    expect(new URL(page.url()).hostname).toBe("127.0.0.1");
    await expect(page.locator(".sample-frame").innerText()).resolves.toContain("Hello from dev");
    // Bound to the loopback address alone: no other address of this machine accepts a connection.
    expect(await accepts("127.0.0.1", server.port)).toBe(true);
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal)
      .map((a) => a!.address);
    for (const address of [...others, "::1"]) expect(await accepts(address, server.port), address).toBe(false);
  }, TEST_TIMEOUT);

  it("answers a compiled sample's deep link with its own page, and serves its data file as the file is now", async () => {
    // The page names the sample's chunk, which the shell imports at once instead of through the import map.
    const pageHtml = await (await fetch(sampleUrl(FIRST))).text();
    expect(pageHtml).toMatch(new RegExp(`<meta name="gallery-sample-module" data-sample="${FIRST}" content="${BASE}assets/`));
    const indexHtml = await (await fetch(`${origin()}${BASE}`)).text();
    expect(indexHtml).not.toContain("gallery-sample-module");
    // Data is copied when asked for, not at start: an edit to it needs no rebuild.
    const dataUrl = `${origin()}${BASE}data/${FIRST}/greeting.json`;
    const data = path.join(sampleDir(FIRST), "public/greeting.json");
    expect(await (await fetch(dataUrl)).json()).toEqual({ greeting: "hello" });
    await writeFile(data, JSON.stringify({ greeting: "edited" }));
    expect(await (await fetch(dataUrl)).json()).toEqual({ greeting: "edited" });
    await writeFile(path.join(sampleDir(FIRST), "public/added.json"), JSON.stringify({ added: true }));
    expect(await (await fetch(`${origin()}${BASE}data/${FIRST}/added.json`)).json()).toEqual({ added: true });
    expect((await fetch(`${origin()}${BASE}data/${FIRST}/missing.json`)).status).toBe(404);
  }, TEST_TIMEOUT);

  it("rebuilds when a sample's index.tsx changes and swaps it into the open page, which keeps its place", async () => {
    await changeInPlace(
      () => writeFile(path.join(sampleDir(FIRST), "index.tsx"), buttonSample("FirstButton", "Edited in dev")),
      async () => {
        await page.locator(".sample-frame", { hasText: "Edited in dev" }).waitFor({ timeout: WAIT });
        await waitReady(page, FIRST, WAIT);
      },
    );
    expect(await page.locator(".sample-frame").innerText()).not.toContain("Hello from dev");
  }, TEST_TIMEOUT);

  it("regenerates the manifest and the menu when a sample folder is added, renamed or removed", async () => {
    // Added: the folder is written aside and moved in at once, as a copy or a checkout does.
    const staging = path.join(temp, "staging", "added-button");
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, "sample.json"), sampleJson("A sample added while the dev server runs."));
    await writeFile(path.join(staging, "index.tsx"), buttonSample("AddedButton", "Added in dev"));
    await changeAndReload(
      () => rename(staging, sampleDir(ADDED)),
      () => menuLink(page, ADDED).waitFor({ timeout: WAIT }),
    );
    expect(await manifest()).toContain(`"${ADDED}"`);
    expect(logs.at(-1)).toMatch(/^rebuilt 2 samples/);
    // Its route works: by the menu link, and as a page of its own.
    await menuLink(page, ADDED).click();
    await waitReady(page, ADDED, WAIT);
    await expect(page.locator(".sample-frame").innerText()).resolves.toContain("Added in dev");
    await openSample(ADDED);
    // The new folder is watched too: editing its entry rebuilds and swaps it in.
    await changeInPlace(
      () => writeFile(path.join(sampleDir(ADDED), "index.tsx"), buttonSample("AddedButton", "Added and edited")),
      () => page.locator(".sample-frame", { hasText: "Added and edited" }).waitFor({ timeout: WAIT }),
    );
    await waitReady(page, ADDED, WAIT);

    // Renamed: the menu is looked at from the first sample, whose component holds both.
    await openSample(FIRST);
    await changeAndReload(
      () => rename(sampleDir(ADDED), sampleDir(RENAMED)),
      () => menuLink(page, RENAMED).waitFor({ timeout: WAIT }),
    );
    expect(await menuLink(page, ADDED).count()).toBe(0);
    const renamed = await manifest();
    expect(renamed).toContain(`"${RENAMED}"`);
    expect(renamed).not.toContain(`"${ADDED}"`);
    await menuLink(page, RENAMED).click();
    await waitReady(page, RENAMED, WAIT);

    // Removed.
    await openSample(FIRST);
    await changeAndReload(
      () => rm(sampleDir(RENAMED), { recursive: true }),
      () => waitReady(page, FIRST, WAIT),
    );
    expect(logs.at(-1)).toMatch(/^rebuilt 1 samples/);
    await menuLink(page, FIRST).waitFor({ timeout: WAIT });
    expect(await menuLink(page, RENAMED).count()).toBe(0);
    const removed = await manifest();
    expect(removed).not.toContain(`"${RENAMED}"`);
    expect(removed).toContain(`"${FIRST}"`);
  }, TEST_TIMEOUT);

  it("reloads the page when the shell's own code changes", async () => {
    await openSample(FIRST);
    const entry = path.join(root, "shell/main.tsx");
    const original = await readFile(entry, "utf8");
    await changeAndReload(
      () => writeFile(entry, `${original}\nconsole.info("the shell was edited");\n`),
      () => waitReady(page, FIRST, WAIT),
    );
    await changeAndReload(
      () => writeFile(entry, original),
      () => waitReady(page, FIRST, WAIT),
    );
  }, TEST_TIMEOUT);

  it("skips the rebuild when the changed file is in no compiled sample", async () => {
    await logSettled();
    const from = logs.length;
    await writeFile(path.join(sampleDir(FIRST), "unused.ts"), "export const unused = 1;\n");
    expect(await logLine(/^no rebuild: nothing open uses /, from)).toContain(`samples/${FIRST}/unused.ts`);
    await logSettled();
    expect(logs.slice(from).some((line) => line.startsWith("rebuilt"))).toBe(false);
    await rm(path.join(sampleDir(FIRST), "unused.ts"));
  }, TEST_TIMEOUT);

  it("shows a compile error over the page and in the log, keeps serving, and recovers when it is fixed", async () => {
    await openSample(FIRST);
    await logSettled();
    await markDocument(page);
    const entry = path.join(sampleDir(FIRST), "index.tsx");
    const good = await readFile(entry, "utf8");
    const from = logs.length;
    await writeFile(entry, good.replace("return (", "return ((;"));

    const failed = await logLine(/^build failed/, from);
    expect(failed).toContain(`samples/${FIRST}/index.tsx`);
    const overlay = page.locator("#gallery-dev-error");
    await overlay.waitFor({ timeout: WAIT });
    const text = await overlay.innerText();
    expect(text).toContain("build failed");
    expect(text).toContain(`samples/${FIRST}/index.tsx`);
    // The overlay came over the open page; nothing reloaded it.
    expect(await isSameDocument(page)).toBe(true);

    // Still answering: the page and an asset.
    const response = await fetch(sampleUrl(FIRST));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("/__gallery/events");
    expect((await fetch(`${origin()}${BASE}meta.json`)).status).toBe(200);

    await changeInPlace(
      () => writeFile(entry, good),
      () => waitReady(page, FIRST, WAIT),
    );
    await expect.poll(() => overlay.count()).toBe(0);
    await expect(page.locator(".sample-frame").innerText()).resolves.toContain("Edited in dev");
  }, TEST_TIMEOUT);

  it("shows a generation error (invalid sample.json) naming the file and the field, and recovers", async () => {
    await logSettled();
    await markDocument(page);
    const meta = path.join(sampleDir(FIRST), "sample.json");
    const good = await readFile(meta, "utf8");
    const from = logs.length;
    await writeFile(meta, sampleJson("A fixture sample for the dev server.", { colour: "red" }));

    const failed = await logLine(/^build failed/, from);
    expect(failed).toContain(`samples/${FIRST}/sample.json`);
    expect(failed).toContain("colour");
    const overlay = page.locator("#gallery-dev-error");
    await overlay.waitFor({ timeout: WAIT });
    const text = await overlay.innerText();
    expect(text).toContain(`samples/${FIRST}/sample.json`);
    expect(text).toContain("colour");
    expect(text).toContain("unknown key");
    expect(await isSameDocument(page)).toBe(true);
    expect((await fetch(sampleUrl(FIRST))).status).toBe(200);

    await changeAndReload(
      () => writeFile(meta, good),
      () => waitReady(page, FIRST, WAIT),
    );
    expect(await overlay.count()).toBe(0);
  }, TEST_TIMEOUT);

  it("compiles the Edit panel when it first opens (then reloads), runs the unedited sample on its own chunk's names, and compiles a package scope only when typed code uses more of it", async () => {
    await openSample(FIRST);
    await logSettled();
    const start = logs.length;
    // Pointing at Edit compiles nothing; opening it compiles the panel and reloads the page.
    await page.locator('.toolbar button[data-panel="edit"]').hover();
    await page.waitForTimeout(1000);
    expect(logs.length).toBe(start);
    await markDocument(page);
    const panelReload = nextConnection(page);
    await page.locator('.toolbar button[data-panel="edit"]').click();
    expect(await logLine(/^rebuilt /, start)).toMatch(/1 compiled, 1 on request; compiled edit-panel\)$/);
    await panelReload;
    expect(await isSameDocument(page), "the page reloaded to take the panel").toBe(false);
    await page.locator('.edit-panel[data-edit-state="ready"]').waitFor({ timeout: WAIT });
    await expect.poll(() => page.getAttribute(`.sample-frame[data-sample-id="${FIRST}"]`, "data-live"), { timeout: WAIT }).not.toBeNull();
    await logSettled();
    const from = logs.length;
    expect(logs.some((line) => line.includes("edit scope"))).toBe(false);
    // IgrBadge is not among the sample's names: the page asks for igniteui-react's scope, which is compiled, and reloads.
    await markDocument(page);
    const reloaded = nextConnection(page);
    await page.locator(".edit-panel .cm-content").click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText(
      buttonSample("FirstButton", "Typed in the page")
        .replace('import { IgrButton } from "igniteui-react";', 'import { IgrBadge, IgrButton } from "igniteui-react";')
        .replace("</IgrButton>", "</IgrButton>\n      <IgrBadge>new</IgrBadge>"),
    );
    expect(await logLine(/^rebuilt /, from)).toMatch(/1 compiled, 2 on request; compiled edit scope igniteui-react\)$/);
    await reloaded;
    expect(await isSameDocument(page), "the page reloaded to take the scope").toBe(false);
    // The reloaded page opens Edit again (it is in the URL) and runs the kept edit with the scope.
    await page.locator('.edit-panel[data-edit-state="ready"]').waitFor({ timeout: WAIT });
    await page.locator(".sample-frame", { hasText: "Typed in the page" }).waitFor({ timeout: WAIT });
    await expect.poll(() => page.locator(`.sample-frame igc-badge`).count(), { timeout: WAIT }).toBe(1);
    await waitReady(page, FIRST, WAIT);
    await page.getByTestId("edit-reset").click();
    await page.locator(".sample-frame", { hasText: "Typed in the page" }).waitFor({ state: "detached", timeout: WAIT });
  }, TEST_TIMEOUT);
});
