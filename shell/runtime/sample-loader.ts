import { use } from "react";
import type { SampleModule } from "../../generated/imports.gen";
import type { SampleId } from "../../generated/manifest.gen";
import { SAMPLE_SCOPE_EXPORT, type SampleScope } from "../../contract/sample-scope-export";
import { loadStylesheet, sampleNeeds, sampleNeedsNow } from "./assets";
import { assetUrl } from "./base";
import { failedModuleUrl, preloadMessage, raisePreloadError } from "./preload-error";
import { whenIdle } from "./idle";
import { ensureGridTheme } from "./theme";

/**
 * The lazy import map is a chunk of its own, not part of the entry: it grows with every sample, and
 * neither the first page nor a deep link needs it (see `directModule`): the menu's links do.
 */
let importMap = (): Promise<typeof import("../../generated/imports.gen")> => import("../../generated/imports.gen");

/**
 * A deep-link page names its sample's chunk: that sample is imported from it at once, without
 * waiting for the import map (the same URL, so the same module instance as through the map).
 */
const pageModule = document.querySelector<HTMLMetaElement>('meta[name="gallery-sample-module"]');
let directModule = pageModule ? { id: pageModule.dataset["sample"], url: pageModule.content } : undefined;

/** Whether this page was written for the sample, so that its meta holds the sample's heading (or says it has none). */
export const pageNamesSample = (id: SampleId): boolean => pageModule?.dataset["sample"] === id;

/**
 * The heading a deep-link page gives its sample: shown with the sample, where the details chunk
 * would bring it a moment later and push the sample down. Undefined for any other sample.
 */
export const pageSampleHeading = (id: SampleId): string | undefined => (pageNamesSample(id) ? pageModule?.dataset["heading"] : undefined);

let warming = false;

/**
 * Loads the import map when the browser is idle after a sample is shown, so the menu's prefetch (and
 * a click on a link never pointed at) need one request, not two; a deep link never waits for it.
 */
export function warmImportMap(): void {
  if (warming || !import.meta.env.PROD) return;
  warming = true;
  whenIdle(() => void importMap().catch(() => (warming = false)), 2000, 200);
}

const importSample = async (id: SampleId): Promise<SampleModule> => {
  if (directModule?.id === id) return (await import(/* @vite-ignore */ directModule.url)) as SampleModule;
  return (await importMap()).sampleImports[id]();
};

/** `gallery dev`: the rebuilt import map replaces the built one, and every sample loads from it again. */
export function replaceImportMap(url: string): void {
  importMap = () => import(/* @vite-ignore */ url);
  directModule = undefined;
  loaded.clear();
  modules.clear();
  prefetched.clear();
}

/** `gallery dev`: imports a sample from the current import map ahead of its render, so the swap does not suspend. */
export async function preloadSample(id: SampleId): Promise<void> {
  modules.set(id, await importSample(id));
}

/**
 * What loading a sample gives: its module, or word that its files are gone (a deploy replaced the
 * build the page came from, and the shell took the preload error). The layout decides what to show.
 */
export type SampleLoad = { state: "loaded"; module: SampleModule } | { state: "stale" };

/** A promise React's `use` reads at once when its status says it is fulfilled (React's own convention). */
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

const loaded = new Map<SampleId, Tracked<SampleLoad>>();
/** Sample modules already imported (by a visit or a prefetch). */
const modules = new Map<SampleId, SampleModule>();
const STALE: SampleLoad = { state: "stale" };

function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled" as const, value });
}

/**
 * The sample's load, for React's `use`: its stylesheets load first (marked with the sample id
 * so the frame can remove them when the sample leaves), then its chunk. A sample whose chunk is
 * already here (prefetched from the menu) and that needs no stylesheet is handed over already
 * fulfilled, so it renders at once: a suspended render would show the spinner and React holds a
 * shown fallback for 300 ms. A file that fails to load raises `preload-error`; when a handler takes
 * it, the load is "stale", otherwise the error is rethrown.
 */
export function useSampleLoad(id: SampleId): SampleLoad {
  return use(startSampleLoad(id) as Promise<SampleLoad>);
}

/** Starts loading a sample (once); the promise is marked fulfilled when it resolves. */
export function startSampleLoad(id: SampleId): Tracked<SampleLoad> {
  let promise = loaded.get(id);
  if (!promise) {
    const module = modules.get(id);
    const needs = sampleNeedsNow(id);
    if (module && needs && needs.css.length === 0 && !needs.gridTheme) promise = fulfilled<SampleLoad>({ state: "loaded", module });
    else {
      const pending: Tracked<SampleLoad> = loadSample(id);
      promise = pending;
      pending.then((value) => Object.assign(pending, { status: "fulfilled" as const, value })).catch(() => undefined);
    }
    loaded.set(id, promise);
  }
  return promise;
}

async function loadSample(id: SampleId): Promise<SampleLoad> {
  const needs = await sampleNeeds(id);
  try {
    await Promise.all([
      needs.gridTheme ? ensureGridTheme() : null,
      ...needs.css.map((href) => loadStylesheet(assetUrl(href), { "data-sample-css": id })),
    ]);
  } catch (error) {
    const asset = (error as { asset?: string }).asset ?? String(error);
    if (raisePreloadError("css", asset)) return STALE;
    throw new Error(preloadMessage("css", asset), { cause: error });
  }
  try {
    const module = await importSample(id);
    modules.set(id, module);
    return { state: "loaded", module };
  } catch (error) {
    const asset = failedModuleUrl(error);
    if (!asset) throw error;
    if (raisePreloadError("script", asset)) return STALE;
    throw new Error(preloadMessage("script", asset), { cause: error });
  }
}

/**
 * What a loaded sample's chunk exports of its packages for the Edit panel's runner
 * (contract/sample-scope.ts); undefined before the sample loaded.
 */
export function loadedSampleScope(id: SampleId): SampleScope | undefined {
  return (modules.get(id) as (SampleModule & { [SAMPLE_SCOPE_EXPORT]?: SampleScope }) | undefined)?.[SAMPLE_SCOPE_EXPORT];
}

const prefetched = new Set<SampleId>();

/**
 * Starts downloading a sample the user points at or focuses in the menu, so that a click shows it at
 * once. Its stylesheets wait for the visit (they apply while they are in the page); a failure here is
 * left for the visit itself to report.
 */
export function prefetchSample(id: SampleId): void {
  // `gallery dev` compiles a sample when it is first opened, not when it is pointed at.
  if (!import.meta.env.PROD || prefetched.has(id) || loaded.has(id)) return;
  prefetched.add(id);
  importSample(id).then(
    (module) => modules.set(id, module),
    () => prefetched.delete(id),
  );
}

/** Forgets a failed load so that a retry fetches again instead of replaying the rejection. */
export function forgetSample(id: SampleId): void {
  loaded.delete(id);
}

/** Removes the sample's stylesheets when it leaves the page; they are added again on the next visit. */
export function removeSampleCss(id: SampleId): void {
  for (const link of document.querySelectorAll(`link[data-sample-css="${CSS.escape(id)}"]`)) link.remove();
  loaded.delete(id);
}
