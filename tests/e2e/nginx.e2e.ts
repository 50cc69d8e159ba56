import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingTitle } from "../../contract/document-title";
import { navigation } from "../../generated/manifest.gen";
import { launchChromium } from "./support/chromium";
import { BASE, DIST, SAMPLES, builtSite, pickSample, startSite, waitReady } from "./support/site";

// Serves the build with Debian's nginx and EXACTLY the server block README.md documents (only its
// listen port and its root are substituted), then opens deep links, an alias and an unknown path.
// CI installs nginx (.ci/run installs nginx-light when missing); without it this spec is skipped.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const NGINX = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find((p): p is string => Boolean(p && existsSync(p)));
if (!NGINX) console.warn("nginx.e2e.ts skipped: nginx is not installed (sudo apt-get install -y nginx-light, or set NGINX_PATH)");

/** The ```nginx block of README.md. */
function readmeServerBlock(): string {
  const readme = readFileSync(path.join(REPO, "README.md"), "utf8");
  const blocks = [...readme.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  if (blocks.length !== 1) throw new Error(`README.md has ${blocks.length} \`\`\`nginx blocks; expected exactly one`);
  return blocks[0]!;
}

/** The README block with its listen address on `port` and its root at `root`; nothing else changes. */
function localServerBlock(block: string, port: number, root: string): string {
  const listens = block.match(/^\s*listen\s+[^;]+;/gm) ?? [];
  const roots = block.match(/^\s*root\s+\/srv\/www;/gm) ?? [];
  if (listens.length !== 1 || roots.length !== 1) {
    throw new Error(`README's nginx block: expected one listen and one \`root /srv/www;\`, found ${listens.length} and ${roots.length}`);
  }
  return block.replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`).replace(/^(\s*)root\s+\/srv\/www;/m, `$1root ${root};`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const id = pickSample("inputs/button/overview", "gauges/radial-gauge/animation");
const [group, component, sample] = id.split("/") as [string, string, string];
const groupName = navigation.find((g) => g.slug === group)!.name;
const componentName = navigation.find((g) => g.slug === group)!.components.find((c) => c.slug === component)!.name;
let temp = "";
let nginx: ChildProcess | undefined;
let nginxExit: Promise<void> = Promise.resolve();
let origin = "";
let block = "";
let browser: Browser | undefined;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const readDist = (relative: string) => readFileSync(path.join(DIST, relative), "utf8");

describe.skipIf(!NGINX)("nginx with the README's server block", () => {
  beforeAll(async () => {
    builtSite();
    temp = mkdtempSync(path.join(os.tmpdir(), "gallery-nginx-"));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // The build is linked, not copied: a copy of its 25,000 files (and their removal) took minutes on a busy machine.
    const www = path.join(temp, "www");
    const site = path.join(www, BASE.replace(/^\/|\/$/g, ""));
    mkdirSync(path.dirname(site), { recursive: true });
    symlinkSync(DIST, site, "dir");
    block = localServerBlock(readmeServerBlock(), port, www);
    const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((name) => `    ${name}_temp_path ${path.join(temp, name)};`)
      .join("\n");
    // Started as root, nginx runs its workers as nobody, who may not read the build or the temp folder where they lie.
    const workersAsRoot = process.getuid?.() === 0 ? "user root;\n" : "";
    writeFileSync(
      path.join(temp, "nginx.conf"),
      `${workersAsRoot}events {}\nhttp {\n    include /etc/nginx/mime.types;\n    access_log off;\n${tempPaths}\n${block}}\n`,
    );
    const errorLog = path.join(temp, "error.log");
    nginx = spawn(
      NGINX!,
      ["-p", temp, "-c", path.join(temp, "nginx.conf"), "-g", `daemon off; pid ${path.join(temp, "nginx.pid")}; error_log ${errorLog};`],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    nginx.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    nginx.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    nginxExit = new Promise((resolve) => nginx!.once("exit", () => resolve()));
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (nginx.exitCode !== null || nginx.signalCode !== null) {
        const log = existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "";
        throw new Error(`nginx exited (${nginx.exitCode ?? nginx.signalCode}):\n${output}\n${log}`);
      }
      const up = await fetch(`${origin}${BASE}index.html`).then((r) => r.ok, () => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill("SIGQUIT");
      const timer = setTimeout(() => nginx?.kill("SIGKILL"), 5000);
      await nginxExit;
      clearTimeout(timer);
    }
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  it("runs the README's block with only its listen port and root replaced", () => {
    const readme = readmeServerBlock();
    expect(readme).toMatch(/^\s*listen 127\.0\.0\.1:8080;$/m);
    expect(readme).toMatch(/^\s*root \/srv\/www;$/m);
    const substituted = block.replace(/listen 127\.0\.0\.1:\d+;/, "listen 127.0.0.1:8080;").replace(/root [^;]+;/, "root /srv/www;");
    expect(substituted).toBe(readme);
  });

  it("answers every route form with its own page, assets cached for good, pages revalidated", async () => {
    const forms = [
      `${SAMPLES}/${group}/${component}/${sample}`,
      `${SAMPLES}/${group}/${component}-${sample}`,
      `${group}/${component}/${sample}`,
      `${group}/${component}-${sample}`,
    ];
    for (const form of forms) {
      const response = await fetch(`${origin}${BASE}${form}`, { redirect: "manual" });
      expect(response.status, form).toBe(200);
      expect(response.headers.get("content-type"), form).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control"), form).toBe("no-cache");
      expect(titleOf(await response.text()), form).toBe(titleOf(readDist(`${form}/index.html`)));
    }
    const entry = /<script type="module" src="([^"]+)"/.exec(readDist("index.html"))![1]!;
    const script = await fetch(origin + entry);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // gzip_static sends the build's own .gz file, and says that the answer depends on Accept-Encoding.
    const gzipped = await fetch(origin + entry, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(await gzipped.text()).toBe(readDist(entry.slice(BASE.length)));
    const worker = await fetch(`${origin}${BASE}service-worker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const missingAsset = await fetch(`${origin}${BASE}assets/chunks/gone-ABCDEFGH.js`);
    expect(missingAsset.status).toBe(404);
    const root = await fetch(`${origin}/`, { redirect: "manual" });
    expect(root.status).toBe(302);
    expect(new URL(root.headers.get("location")!, origin).pathname).toBe(BASE);
  });

  it("an unknown path is a 404 with 404.html, the gallery's not-found page", async () => {
    const response = await fetch(`${origin}${BASE}${SAMPLES}/no/such-sample/here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(readDist("404.html"));
  });

  it("answers every path form README's 'Addresses and views' lists with the same status and page as gallery serve", async () => {
    const listingTitles = new Map([
      ["group", listingTitle(groupName)],
      ["component", listingTitle(groupName, componentName)],
    ]);
    const sampleHtml = readDist(`${SAMPLES}/${id}/index.html`);
    // [path under the base, status, the page sent: a route's own HTML, 404.html, or a bare 404]
    const forms: [string, number, "index" | "select" | "group" | "component" | "sample" | "coming-soon" | "404.html" | "bare"][] = [
      ["", 200, "index"],
      [SAMPLES, 200, "select"],
      [`${SAMPLES}/`, 200, "select"],
      [`${SAMPLES}/${group}`, 200, "group"],
      [`${SAMPLES}/${group}/`, 200, "group"],
      [group, 200, "group"],
      [`${group}/`, 200, "group"],
      [`${SAMPLES}/${group}/${component}`, 200, "component"],
      [`${SAMPLES}/${group}/${component}/`, 200, "component"],
      [`${group}/${component}`, 200, "component"],
      [`${group}/${component}/`, 200, "component"],
      [`${SAMPLES}/${group}/${component}/${sample}`, 200, "sample"],
      [`${SAMPLES}/${group}/${component}/${sample}/`, 200, "sample"],
      [`${SAMPLES}/${group}/${component}-${sample}`, 200, "sample"],
      [`${group}/${component}/${sample}`, 200, "sample"],
      [`${group}/${component}-${sample}/`, 200, "sample"],
      ["coming-soon", 200, "coming-soon"],
      [`${SAMPLES}/coming-soon/`, 200, "coming-soon"],
      // Upper case is not a route's spelling on disk: a 404 with the not-found page, whose shell still opens what it names.
      [`${SAMPLES}/${group.toUpperCase()}`, 404, "404.html"],
      [`${group.toUpperCase()}/${component}`, 404, "404.html"],
      [`${SAMPLES}/${group}/${component}/${sample.toUpperCase()}`, 404, "404.html"],
      // A path past a sample: a 404 whose shell redirects to the sample.
      [`${SAMPLES}/${group}/${component}/${sample}/extra`, 404, "404.html"],
      [`${group}/${component}-${sample}/extra/`, 404, "404.html"],
      // Typos and unknown paths: the not-found page and its suggestions.
      [`${SAMPLES}/${group}/${component}/${sample.slice(0, -1)}`, 404, "404.html"],
      [`${SAMPLES}/${group}/no-such-component`, 404, "404.html"],
      [`${SAMPLES}/no/such-sample/here`, 404, "404.html"],
      ["no/such/page-here", 404, "404.html"],
      ["assets/chunks/gone-ABCDEFGH.js", 404, "bare"],
    ];
    const expectedTitle = (page: (typeof forms)[number][2]) =>
      page === "group" || page === "component"
        ? listingTitles.get(page)
        : page === "sample"
          ? titleOf(sampleHtml)
          : page === "coming-soon"
            ? titleOf(readDist("coming-soon/index.html"))
            : page === "404.html"
              ? titleOf(readDist("404.html"))
              : titleOf(readDist("index.html"));
    const site = await startSite();
    try {
      for (const [relative, status, page] of forms) {
        for (const [server, url] of [
          ["gallery serve", site.url(relative)],
          ["nginx", `${origin}${BASE}${relative}`],
        ] as const) {
          const response = await fetch(url, { redirect: "manual" });
          const label = `${server} /${relative}`;
          expect(response.status, label).toBe(status);
          const body = await response.text();
          // A missing file is never answered with a page of the gallery (nginx sends its own error page).
          if (page === "bare") expect(body, label).not.toContain(BASE);
          else expect(titleOf(body), label).toBe(expectedTitle(page));
        }
      }
    } finally {
      await site.close();
    }
  });

  const pages: [string, string][] = [
    ["a deep link", `${SAMPLES}/${group}/${component}/${sample}`],
    ["an alias", `${SAMPLES}/${group}/${component}-${sample}`],
    ["an embed alias", `${group}/${component}-${sample}`],
  ];
  for (const [name, relative] of pages) {
    it(`in Chromium, ${name} (/${relative}) opens the sample`, async () => {
      const context = await browser!.newContext();
      try {
        const page = await context.newPage();
        const response = await page.goto(`${origin}${BASE}${relative}`);
        expect(response?.status()).toBe(200);
        await waitReady(page, id);
        expect(await page.locator('[data-page="not-found"]').count()).toBe(0);
        // The heading joins the shell's title when the lazily loaded details arrive.
        await expect.poll(() => page.title()).toBe(titleOf(readDist(`${relative}/index.html`))?.replace(/&amp;/g, "&"));
      } finally {
        await context.close();
      }
    });
  }

  it("in Chromium, an unknown path shows the not-found page from 404.html, with status 404", async () => {
    const context = await browser!.newContext();
    try {
      const page = await context.newPage();
      const response = await page.goto(`${origin}${BASE}${SAMPLES}/no/such-sample/here`);
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toBe(readDist("404.html"));
      await page.locator('[data-page="not-found"]').waitFor({ timeout: 30_000 });
      expect(await page.locator('[data-page="not-found"] h1').innerText()).toBe("Page not found");
    } finally {
      await context.close();
    }
  });
});
