import * as esbuild from "esbuild";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { buildRouteLookup } from "../../contract/manifest";
import { collectAssets } from "../bundle/assets";
import { shellBuildOptions, type SampleCssImports } from "../bundle/esbuild-options";
import { writePages, writeSampleAssets } from "../bundle/pages";
import { buildSampleCss } from "../bundle/sample-css";
import { generate, type Catalog } from "../catalog/generate";
import { formatProblems, GalleryError } from "../errors";
import type { DevEvent } from "./dev-channel";
import { devImportsPlugin, devPackagesPlugin } from "./dev-imports";
import { devScopesPlugin } from "./dev-scopes";
import type { Change } from "./dev-watch";
import { shellFingerprint } from "./shell-fingerprint";

/** Why a rebuild runs: a change in the tree, or an Edit panel scope the page asked for (always a reload, see dev-scopes.ts). */
export type RebuildKind = Change | "scope";

export interface DevBuild {
  /** The catalog of the last build that got that far; undefined until one did. */
  readonly catalog: Catalog | undefined;
  /** Every route form of the catalog's samples, lowercased, to its navigation entry. */
  readonly lookup: ReturnType<typeof buildRouteLookup>;
  /** Ids of the samples compiled into the bundle: those opened since start. */
  readonly active: Set<string>;
  /** The Edit and Controls panels and the Edit panel's scopes compiled into the bundle (see dev-scopes.ts): those asked for since start. */
  readonly activeScopes: Set<string>;
  /**
   * A page asked for while the first build runs (its route normalized, as a `lookup` key): that build
   * compiles its sample along with the shell if it still can, instead of a build after it.
   */
  requestRoute(route: string): void;
  /** Project files in the current bundle (absolute): a change elsewhere needs no rebuild. */
  readonly inputs: ReadonlySet<string>;
  /** Rebuilds into `outDir` and says what the open pages should do; a failure is an event too, never a throw. */
  rebuild(kind: RebuildKind, why: string): Promise<DevEvent>;
  dispose(): Promise<void>;
}

/**
 * `gallery dev`'s build: one esbuild context kept warm, holding the shell and only the samples and
 * Edit panel scopes opened since start. A `catalog` change regenerates the manifest (samples added, renamed or removed) first.
 */
export async function createDevBuild(root: string, outDir: string, basePath: string, log: (line: string) => void): Promise<DevBuild> {
  const assetsDir = path.join(outDir, "assets");
  const active = new Set<string>();
  const activeScopes = new Set<string>();
  const cssImports: SampleCssImports = new Map();
  const options = shellBuildOptions(root, assetsDir, "development", cssImports);
  /** The package modules of the last build (absolute paths), for the packages entry. */
  let packageFiles: string[] = [];
  /** A start or catalog build left packages in the chunks of the samples it compiled (see rebuild). */
  let packagesLeftInSamples = false;
  const packages = devPackagesPlugin(() => packageFiles);
  options.entryPoints = { ...(options.entryPoints as Record<string, string>), "dev-packages": packages.entry };
  const requestedRoutes = new Set<string>();
  /** Settles when a page is asked for: the first build's catalog waits a little for one (see START_PAGE_WAIT_MS). */
  let pageRequested!: () => void;
  const firstPage = new Promise<void>((resolve) => (pageRequested = resolve));
  const state = {
    catalog: undefined as Catalog | undefined,
    lookup: new Map() as ReturnType<typeof buildRouteLookup>,
    active,
    activeScopes,
    inputs: new Set<string>(),
    requestRoute(route: string) {
      requestedRoutes.add(route);
      pageRequested();
    },
  };
  // First: it serves the lazy import map, which no later plugin may load from disk.
  /** Settles once the build under way may read the generated files (its catalog written and applied). */
  let catalogReady: Promise<unknown> = Promise.resolve();
  options.plugins = [devImportsPlugin(active, () => state.catalog?.manifest.samples.map((s) => s.id) ?? [], () => catalogReady), packages.plugin, devScopesPlugin(root, activeScopes), ...(options.plugins ?? [])];
  const context = await esbuild.context(options);
  /** The shell's entry chunk of the last build, less the names of the chunks that change with any sample. */
  let shellCode: string | undefined;

  const rebuild = async (kind: RebuildKind, why: string): Promise<DevEvent> => {
    const start = performance.now();
    try {
      /** The samples of the routes pages asked for, compiled by this build. */
      const takeRequested = () => {
        for (const route of requestedRoutes) {
          const entry = state.lookup.get(route);
          if (entry) active.add(entry.route.sample);
        }
        requestedRoutes.clear();
      };
      let result: esbuild.BuildResult;
      if (kind === "catalog" || !state.catalog) {
        // esbuild parses the shell and the packages on its own threads while the catalog is made on
        // this one; the generated files wait for it (devImportsPlugin).
        const first = !state.catalog;
        const generating = generate(root).then(async ({ catalog }) => {
          state.catalog = catalog;
          state.lookup = buildRouteLookup(catalog.manifest.navigation, catalog.config.samplesPrefix);
          const known = new Set(catalog.manifest.samples.map((s) => s.id));
          for (const id of active) if (!known.has(id)) active.delete(id);
          if (first) await Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, START_PAGE_WAIT_MS))]);
          takeRequested();
        });
        catalogReady = generating;
        const [built, generated] = await Promise.allSettled([context.rebuild(), generating]);
        // A bad catalog fails the build with its own problems, not with the plugin's echo of them;
        // the files it did not write are the last good ones, which the next build may read.
        if (generated.status === "rejected") {
          catalogReady = Promise.resolve();
          throw generated.reason;
        }
        if (built.status === "rejected") throw built.reason;
        result = built.value;
      } else {
        takeRequested();
        result = await context.rebuild();
      }
      const catalog = state.catalog!;
      // A newly opened sample brings packages: build again with them in the packages entry, so its
      // chunk is its own code alone when an edit comes. A page opens at once on a start or catalog
      // build, whose packages may stay in the sample's chunk: the next code build moves them and
      // reloads the page instead of swapping (the page has the packages where they were).
      let repacked = false;
      const compiled = active.size + activeScopes.size > 0;
      if (compiled && packageInputs(root, result.metafile!).some((file) => !packageFiles.includes(file))) {
        if (kind === "catalog") packagesLeftInSamples = true;
        else {
          packageFiles = packageInputs(root, result.metafile!);
          result = await context.rebuild();
          repacked = packagesLeftInSamples;
          packagesLeftInSamples = false;
        }
      }
      state.inputs = new Set(Object.keys(result.metafile!.inputs).map((file) => path.resolve(root, file)));
      const cssUrls = await buildSampleCss(root, assetsDir, cssImports, false);
      const assets = collectAssets(result.metafile!, assetsDir, root, "assets/", cssImports, cssUrls);
      const sampleAssets = await writeSampleAssets(outDir, assets);
      await writePages(outDir, catalog, assets, sampleAssets, { routePages: active });
      log(`rebuilt ${catalog.samples.length} samples in ${Math.round(performance.now() - start)} ms (${active.size} compiled${activeScopes.size ? `, ${activeScopes.size} on request` : ""}; ${why})`);
      // Same shell code and same catalog: the page swaps its samples in place and keeps its menu, its
      // scroll and its state; anything else reloads the page (shell-fingerprint.ts says what counts).
      const importMap = Object.entries(result.metafile!.outputs).find(([, output]) => output.entryPoint?.endsWith("generated/imports.gen.ts"))?.[0];
      const importMapFile = importMap && path.relative(assetsDir, path.resolve(root, importMap)).split(path.sep).join("/");
      const code = await shellFingerprint(root, result.metafile!, path.join(outDir, assets.entryJs), assets.entryCss);
      const same = kind === "code" && code === shellCode && importMapFile && !repacked;
      shellCode = code;
      return same ? { kind: "update", imports: `${basePath}assets/${importMapFile}`, sampleAssets: `${basePath}${sampleAssets}` } : { kind: "reload" };
    } catch (error) {
      const message = describeFailure(error);
      log(`build failed:\n${message}`);
      await writeFile(path.join(outDir, "index.html"), `<!doctype html><title>Build failed</title><body></body>`).catch(() => {});
      return { kind: "build-error", message };
    }
  };

  return Object.assign(state, { rebuild, dispose: () => context.dispose() });
}

/**
 * How long the first build's catalog waits for a page to be asked for. A browser started with the
 * server asks about 0.3 s after the catalog is made; the shell's own modules keep esbuild busy for
 * a second more meanwhile, so the wait costs a start with no page nothing, and a page that arrives
 * in it has its sample compiled by this build instead of a second one (1.4 s more).
 */
const START_PAGE_WAIT_MS = 500;

/** The package modules a build reached (absolute paths, sorted). */
function packageInputs(root: string, metafile: esbuild.Metafile): string[] {
  return Object.keys(metafile.inputs)
    .filter((file) => file.startsWith("node_modules/") && /\.[cm]?js$/.test(file))
    .map((file) => path.resolve(root, file))
    .sort();
}

function describeFailure(error: unknown): string {
  if (error instanceof GalleryError) return `${error.message}\n${formatProblems(error.problems)}`;
  const failure = error as { errors?: esbuild.Message[] };
  if (failure.errors?.length) {
    return failure.errors
      .map((m) => `${m.location ? `${m.location.file}:${m.location.line}:${m.location.column}: ` : ""}${m.text}`)
      .join("\n");
  }
  return String((error as Error).message ?? error);
}
