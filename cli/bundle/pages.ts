import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Catalog } from "../catalog/generate";
import { listingRouteForms, routeForms } from "../../contract/routes";
import { BUILD_INFO_URL, META_JSON_URL, SERVICE_WORKER_URL, themeUrls } from "../../contract/urls";
import type { BuildAssets } from "./assets";
import { SITE_TITLE, listingTitle, sampleTitle } from "../../contract/document-title";
import { renderIndexHtml, sampleAssetsJson, type PageOptions } from "./html";
import { SameContentWriter } from "./same-content";
import { renderServiceWorker } from "./service-worker";

const shortHash = (content: string | Buffer) => createHash("sha256").update(content).digest("hex").slice(0, 8).toUpperCase();

/** The sample asset list as a content-hashed file; returns its path relative to the output folder. */
export async function writeSampleAssets(outDir: string, assets: BuildAssets): Promise<string> {
  const json = sampleAssetsJson(assets);
  const file = `assets/samples-${shortHash(json)}.json`;
  await mkdir(path.join(outDir, "assets"), { recursive: true });
  await writeFile(path.join(outDir, file), json);
  return file;
}

/**
 * index.html, a copy for every route form of every sample and of every group's and component's page (its own title and description, so any
 * static host serves deep links without a rewrite rule), the shell's other pages, and 404.html.
 * `routePages` a set of sample ids: only those samples' pages (the dev server answers every other
 * route with index.html; a thousand copies would slow each rebuild, and a page that names its sample's
 * chunk opens it as fast as a built one does).
 */
export async function writePages(
  outDir: string,
  catalog: Catalog,
  assets: BuildAssets,
  sampleAssetsFile: string,
  { routePages = true }: { routePages?: true | ReadonlySet<string> } = {},
): Promise<number> {
  const { config } = catalog;
  const theme = themeUrls(config.theme);
  const page = (options: Partial<PageOptions>) =>
    renderIndexHtml({ base: config.basePath, assets, sampleAssetsFile, themeCss: theme.core, ...options });
  const pages = new Map<string, string>([
    ["index.html", page({})],
    ["404.html", page({ title: `Page not found | ${SITE_TITLE}` })],
    [`${config.samplesPrefix.slice(1)}/index.html`, page({})],
    ["coming-soon/index.html", page({ title: `Coming Soon | ${SITE_TITLE}` })],
    [`${config.samplesPrefix.slice(1)}/coming-soon/index.html`, page({ title: `Coming Soon | ${SITE_TITLE}` })],
  ]);
  for (const group of routePages === true ? catalog.manifest.navigation : []) {
    const groupPage = page({ title: listingTitle(group.name) });
    for (const form of listingRouteForms(config.samplesPrefix, group.slug)) pages.set(`${form.slice(1)}/index.html`, groupPage);
    for (const component of group.components) {
      const componentPage = page({ title: listingTitle(group.name, component.name) });
      for (const form of listingRouteForms(config.samplesPrefix, group.slug, component.slug)) pages.set(`${form.slice(1)}/index.html`, componentPage);
    }
  }
  for (const sample of routePages === true ? catalog.manifest.samples : catalog.manifest.samples.filter((s) => routePages.has(s.id))) {
    // The grid theme is left out: the user's chosen theme, known only in the browser, decides which one loads.
    const styles = assets.samples[sample.id]?.css ?? [];
    const html = page({
      title: sampleTitle(sample.name, sample.controlName, sample.heading),
      description: sample.description,
      preload: { scripts: assets.sampleScripts[sample.id] ?? [], styles },
      sampleModule: assets.sampleModules[sample.id] ? { id: sample.id, href: assets.sampleModules[sample.id]!, heading: sample.heading } : undefined,
    });
    for (const form of routeForms(sample, config.samplesPrefix)) pages.set(`${form.slice(1)}/index.html`, html);
  }
  const folders = new Set([...pages.keys()].map((file) => path.dirname(path.join(outDir, file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  const writer = new SameContentWriter();
  await Promise.all([...pages].map(([file, html]) => writer.write(path.join(outDir, file), html)));
  await writeFile(path.join(outDir, META_JSON_URL), JSON.stringify({ version: config.buildVersion }) + "\n");
  await writeFile(
    path.join(outDir, BUILD_INFO_URL),
    JSON.stringify({ version: config.buildVersion, date: new Date().toISOString() }) + "\n",
  );
  return pages.size;
}

/** The service worker, precaching the shell; its cache names carry the build version and a digest of the shell. */
export async function writeServiceWorker(outDir: string, catalog: Catalog, assets: BuildAssets, sampleAssetsFile: string): Promise<string[]> {
  const { config } = catalog;
  const theme = themeUrls(config.theme);
  const precache = ["index.html", sampleAssetsFile, theme.core, ...assets.shellFiles];
  const hash = createHash("sha256");
  for (const file of precache) hash.update(await readFile(path.join(outDir, file)));
  const worker = renderServiceWorker({ version: config.buildVersion, digest: hash.digest("hex").slice(0, 8), base: config.basePath, precache });
  await writeFile(path.join(outDir, SERVICE_WORKER_URL), worker);
  return precache;
}
