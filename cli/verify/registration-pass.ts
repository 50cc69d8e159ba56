import type { Browser } from "playwright-core";
import { groupedPath } from "../../contract/routes";
import { sampleId, type ValidSample } from "../../contract/manifest";
import { baseWithoutSlash } from "../../contract/urls";
import { scanSampleImports } from "../catalog/import-graph";
import { createStaticServer, listen } from "../server/static";
import { closeBrowser, launchChromium } from "./browser";
import { checkRegistration, type RegistrationOutcome, type RegistrationSample } from "./registration-check";
import { findPackageChunks, modulesOf, registerInPage, type PackageModules } from "./registration-modules";
import { FreshPages, RegisteredPage, renderOnce, type RegistrationRenderOptions } from "./registration-render";

export interface RegistrationPassOptions {
  root: string;
  distDir: string;
  basePath: string;
  samplesPrefix: string;
  /** The samples to check (validated, with their sample.json). */
  samples: readonly ValidSample[];
  workers: number;
  timeoutMs: number;
  /** How long a sample may keep changing after ready. */
  settleLimitMs: number;
  onSample?: (outcome: RegistrationOutcome, done: number, total: number) => void;
}

const isIgnitePackage = (name: string) => name.startsWith("igniteui-react");

/**
 * `verify --registration`: every sample compared as it is and with every module of its Ignite UI
 * packages registered (registration-check.ts), `workers` samples at once, each worker with a
 * Chromium of its own and a fresh page per render (FreshPages). A sample whose packages have no module to
 * register needs no render: it cannot depend on a registration it could not make.
 */
export async function runRegistrationPass(options: RegistrationPassOptions): Promise<RegistrationOutcome[]> {
  const imports = await scanSampleImports(options.root, options.samples);
  const server = createStaticServer({ root: options.distDir, base: options.basePath });
  const port = await listen(server, 0);
  const base = baseWithoutSlash(options.basePath);
  const renderOptions: RegistrationRenderOptions = {
    origin: `http://127.0.0.1:${port}${base}`,
    basePath: base,
    startPath: options.samplesPrefix,
    chunks: await findPackageChunks(options.distDir, options.basePath),
    timeoutMs: options.timeoutMs,
    settleLimitMs: options.settleLimitMs,
  };
  const packagesOf = (sample: ValidSample) => (imports.get(sample.dir)?.packages ?? []).filter(isIgnitePackage);
  try {
    const allPackages = [...new Set(options.samples.flatMap(packagesOf))].sort();
    const { modules, elementPackages, elementTags } = await listModules(renderOptions, allPackages);
    const queue: RegistrationSample[] = options.samples.map((sample) => ({
      id: sampleId(sample),
      path: base + options.samplesPrefix + groupedPath(sample),
      packages: packagesOf(sample),
      modules: modulesOf(packagesOf(sample), modules),
      elementTags: packagesOf(sample).every((name) => elementPackages.includes(name)) ? elementTags : undefined,
      nondeterministic: sample.meta.nondeterministic,
    }));
    const outcomes: RegistrationOutcome[] = [];
    let next = 0;
    const worker = async () => {
      let browser: Browser | undefined;
      let freshPages: FreshPages | undefined;
      let registeredPage: RegisteredPage | "unavailable" | undefined;
      try {
        while (next < queue.length) {
          const sample = queue[next++]!;
          // A sample that needs no render never starts a browser; one that died is replaced.
          const render = async (target: Parameters<typeof renderOnce>[2]) => {
            if (browser && !browser.isConnected()) [browser, freshPages, registeredPage] = [undefined, undefined, undefined];
            browser ??= await launchChromium();
            const pages = (freshPages ??= await FreshPages.open(browser).catch(() => undefined));
            return pages ? renderOnce(pages, renderOptions, target) : { problem: "a new browser context took too long" };
          };
          // A page that could not be opened is not tried again: the fresh renders decide alone.
          const firstLook = async (target: Parameters<typeof renderOnce>[2]) => {
            registeredPage ??= await RegisteredPage.open(browser!, renderOptions, allPackages).catch(() => "unavailable" as const);
            if (registeredPage === "unavailable") return { problem: "no registered page" };
            const look = await registeredPage.render(target);
            // A sample that broke the page takes it along: the next sample gets a new one.
            if ("problem" in look) [registeredPage] = [undefined, await registeredPage.close()];
            return look;
          };
          let outcome = await checkRegistration(render, sample, firstLook);
          // On a busy machine a render can time out, or settle for a moment before its animation has
          // run out (two equal shots while the page got no frame): such a sample is checked once more,
          // all in fresh pages, before it fails.
          if (outcome.status === "not-rendered" || outcome.status === "nondeterministic") outcome = await checkRegistration(render, sample);
          outcomes.push(outcome);
          options.onSample?.(outcomes.at(-1)!, outcomes.length, queue.length);
        }
      } finally {
        if (registeredPage instanceof RegisteredPage) await registeredPage.close();
        await freshPages?.close();
        if (browser) await closeBrowser(browser);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.workers) }, worker));
    return outcomes.sort((a, b) => a.sample.localeCompare(b.sample));
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

interface ListedModules {
  modules: PackageModules;
  elementPackages: string[];
  /** Every element name that importing the element packages and registering their modules defines. */
  elementTags: ReadonlySet<string>;
}

/** The modules each package exports, read once from the build in a page of its own. */
async function listModules(options: RegistrationRenderOptions, packages: string[]): Promise<ListedModules> {
  if (packages.length === 0) return { modules: {}, elementPackages: [], elementTags: new Set() };
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(options.origin + options.startPath, { waitUntil: "load" });
    await page.evaluate(recordDefinitions);
    const listed = await page.evaluate(registerInPage, { chunks: options.chunks, packages, only: [] });
    await page.evaluate(registerInPage, { chunks: options.chunks, packages: listed.elementPackages });
    const defined = await page.evaluate(() => (window as unknown as { __galleryDefined: string[] }).__galleryDefined);
    return { modules: listed.modules, elementPackages: listed.elementPackages, elementTags: new Set(defined) };
  } finally {
    await closeBrowser(browser);
  }
}

/** Runs in the page: keeps the name of every custom element defined from now on in window.__galleryDefined. */
function recordDefinitions() {
  const names: string[] = [];
  const define = customElements.define.bind(customElements);
  (window as unknown as { __galleryDefined: string[] }).__galleryDefined = names;
  customElements.define = (name, ...rest) => {
    names.push(name);
    define(name, ...rest);
  };
}
