import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Request, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE, DIST, SAMPLES, galleryConfig, pickSample, sampleIds, useGallery, waitReady, type Watched } from "./support/site";

// Start-up metadata (meta.json, build-info.json) and the static pages `gallery build` writes for
// every route form, so that any static host serves deep links without a rewrite rule.

const gallery = useGallery();
const META_URL = galleryConfig.metaJson.local.url;
const SITE_TITLE = "Ignite UI for React samples";
const readDist = (relative: string) => readFileSync(path.join(DIST, relative), "utf8");
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[name]!);

/** A fresh page at the select-sample page, once the version check has had its answer. */
async function openSamples(watched: Watched): Promise<void> {
  const versionRead = new Promise<void>((resolve) => {
    const settled = (request: Request) => {
      if (new URL(request.url()).pathname === META_URL) resolve();
    };
    watched.page.on("requestfinished", settled);
    watched.page.on("requestfailed", settled);
    setTimeout(resolve, 15_000);
  });
  await watched.page.goto(gallery.site.url(SAMPLES));
  await watched.page.locator('[data-page="select-sample"]').waitFor();
  await versionRead;
  await watched.page.waitForTimeout(300);
}

/** The shell's line when meta.json cannot be read: 1.0.0 says nothing about the deploy, so the caches stay. */
const UNKNOWN_LINE = "log: The deployed version is unknown (1.0.0): caches kept.";

describe("version metadata", () => {
  it("the build writes meta.json with the build version, for the local origin's URL", () => {
    expect(META_URL).toBe(`${BASE}meta.json`);
    expect(JSON.parse(readDist("meta.json"))).toEqual({ version: galleryConfig.buildVersion });
  });

  it("at start-up the page requests /react-demos/meta.json (the local URL on 127.0.0.1); a good answer logs nothing", async () => {
    const watched = await gallery.open();
    try {
      await openSamples(watched);
      expect(watched.requests).toContain(gallery.site.origin + META_URL);
      expect(watched.consoleErrors.filter((line) => line.includes("Unable to read the version"))).toEqual([]);
      expect(watched.console).not.toContain(UNKNOWN_LINE);
      expect(watched.console.some((line) => line.includes("caches cleared"))).toBe(false);
    } finally {
      await watched.close();
    }
  });

  const failures: [string, Parameters<Route["fulfill"]>[0] | "abort", RegExp][] = [
    ["a 500", { status: 500, contentType: "text/plain", body: "boom" }, /: HTTP 500$/],
    ["a 404", { status: 404, contentType: "text/plain", body: "Not found" }, /: HTTP 404$/],
    ["not JSON", { status: 200, contentType: "text/html", body: "<!doctype html><title>x</title>" }, /: .+/],
    ["no version field", { status: 200, contentType: "application/json", body: '{"build":"x"}' }, /: no version field$/],
    ["no network", "abort", /: .+/],
  ];
  for (const [name, answer, message] of failures) {
    it(`meta.json answering ${name}: the error is logged and the version is 1.0.0`, async () => {
      const watched = await gallery.open();
      try {
        await watched.page.route(`**${META_URL}`, (route) =>
          answer === "abort" ? route.abort("internetdisconnected") : route.fulfill(answer),
        );
        await openSamples(watched);
        // 1.0.0 is below the build's version, but it is the fallback: the caches are kept, not purged.
        await expect.poll(() => watched.console, { timeout: 10_000 }).toContain(UNKNOWN_LINE);
        expect(watched.console.some((line) => line.includes("caches cleared"))).toBe(false);
        const errors = watched.consoleErrors.filter((line) => line.startsWith(`Unable to read the version from ${META_URL}`));
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatch(message);
      } finally {
        await watched.close();
      }
    });
  }
});

describe("build info", () => {
  it("dist/build-info.json holds the build version and date, and the shell logs them at start-up", async () => {
    const info = JSON.parse(readDist("build-info.json")) as { version: string; date: string };
    expect(info.version).toBe("23.2.915");
    expect(info.version).toBe(galleryConfig.buildVersion);
    expect(new Date(info.date).toISOString()).toBe(info.date);
    const watched = await gallery.open();
    try {
      await openSamples(watched);
      await expect
        .poll(() => watched.console.filter((line) => line.startsWith("log: Gallery build")))
        .toEqual([`log: Gallery build ${info.version}, built ${info.date}`]);
      expect(watched.requests).toContain(gallery.site.url("build-info.json"));
    } finally {
      await watched.close();
    }
  });
});

describe("static pages", () => {
  const id = pickSample("inputs/button/overview", "gauges/radial-gauge/animation");
  const [group, component, sample] = id.split("/") as [string, string, string];
  const forms = [
    `${SAMPLES}/${group}/${component}/${sample}`,
    `${SAMPLES}/${group}/${component}-${sample}`,
    `${group}/${component}/${sample}`,
    `${group}/${component}-${sample}`,
  ];
  const index = readDist("index.html");

  it(`every route form of ${id} has its own index.html, titled and described for the sample, as the shell titles it`, async () => {
    const pages = forms.map((form) => readDist(`${form}/index.html`));
    const titles = pages.map(titleOf);
    expect(new Set(titles).size).toBe(1);
    expect(titles[0]).toMatch(new RegExp(` \\| ${SITE_TITLE}$`));
    expect(titles[0]).not.toBe(SITE_TITLE);
    const own = path.resolve(DIST, "../samples", id, "sample.json");
    const repoMeta = path.resolve(fileURLToPath(import.meta.url), "../../../samples", id, "sample.json");
    const metaFile = [own, repoMeta].find((f) => existsSync(f));
    if (metaFile) {
      const description = (JSON.parse(readFileSync(metaFile, "utf8")) as { description: string }).description;
      for (const html of pages) expect(unescapeHtml(descriptionOf(html)!)).toBe(description);
    }
    // The same shell as index.html: only the title, the description and the sample's preload links differ.
    const preloads = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
    const strip = (html: string) =>
      html
        .replace(/<title>[^<]*<\/title>/, "")
        .replace(/<meta name="description"[^>]*>/, "")
        .replace(/\n<meta name="gallery-sample-module"[^>]*>/, "")
        .replace(/\n<link rel="(?:modulepreload|preload)"[^>]*>/g, "");
    for (const html of pages) expect(strip(html)).toBe(strip(index));
    // Every page preloads the shell's own imports first; a deep link also names the sample asset list
    // and the sample's own chunks, so they download alongside the shell. The home page fetches the
    // list when idle.
    const shellPreloads = preloads(index);
    expect(shellPreloads.some((href) => href.endsWith(".json"))).toBe(false);
    const named = preloads(pages[0]!);
    expect(named.some((href) => href.endsWith(".json"))).toBe(true);
    const scripts = (hrefs: string[]) => hrefs.filter((href) => href.endsWith(".js"));
    expect(scripts(named).slice(0, scripts(shellPreloads).length)).toEqual(scripts(shellPreloads));
    expect(named.filter((href) => !shellPreloads.includes(href)).length).toBeGreaterThan(0);
    for (const href of named) expect(existsSync(path.join(DIST, href.slice(BASE.length))), href).toBe(true);
    expect(named.some((href) => /\/assets\/chunks\//.test(href) || /\.js$/.test(href))).toBe(true);

    // The page the browser shows at that route carries the same title.
    const watched = await gallery.open();
    try {
      await watched.page.goto(gallery.site.url(forms[0]));
      await waitReady(watched.page, id);
      // The heading joins the shell's title when the lazily loaded details arrive.
      await expect.poll(() => watched.page.title()).toBe(unescapeHtml(titles[0]!));
    } finally {
      await watched.close();
    }
  });

  it("every sample in the build has all four route forms, each page small beyond its preload links", () => {
    const missing: string[] = [];
    let largest = 0;
    for (const sampleId of sampleIds()) {
      const [g, c, s] = sampleId.split("/") as [string, string, string];
      for (const form of [`${SAMPLES}/${g}/${c}/${s}`, `${SAMPLES}/${g}/${c}-${s}`, `${g}/${c}/${s}`, `${g}/${c}-${s}`]) {
        const file = path.join(DIST, form, "index.html");
        if (!existsSync(file)) missing.push(form);
        // A sample built from many chunks names each of them in a preload link; the rest is the shell's page.
        else largest = Math.max(largest, readFileSync(file, "utf8").replace(/\n<link rel="(?:modulepreload|preload)"[^>]*>/g, "").length);
      }
    }
    expect(missing).toEqual([]);
    expect(largest).toBeLessThan(2048);
  });

  it("404.html is the shell titled 'Page not found', and the shell's own pages have theirs", () => {
    const notFound = readDist("404.html");
    expect(titleOf(notFound)).toBe(`Page not found | ${SITE_TITLE}`);
    expect(notFound.replace(/<title>[^<]*<\/title>/, "")).toBe(index.replace(/<title>[^<]*<\/title>/, ""));
    expect(titleOf(readDist(`${SAMPLES}/index.html`))).toBe(SITE_TITLE);
    expect(titleOf(readDist("coming-soon/index.html"))).toBe(`Coming Soon | ${SITE_TITLE}`);
    expect(titleOf(readDist(`${SAMPLES}/coming-soon/index.html`))).toBe(`Coming Soon | ${SITE_TITLE}`);
  });

  it("the server sends a route form's own page (its title), not the root index.html", async () => {
    const response = await fetch(gallery.site.url(forms[1]));
    expect(response.status).toBe(200);
    expect(titleOf(await response.text())).toBe(titleOf(readDist(`${forms[1]}/index.html`)));
  });
});
