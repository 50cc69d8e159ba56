import * as esbuild from "esbuild";
import { readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { generate, loadCatalog, type Catalog } from "../catalog/generate";
import { scanSampleImports } from "../catalog/import-graph";
import type { GeneratedFile } from "../catalog/emit";
import { collectAssets, type BuildAssets } from "./assets";
import { shellBuildOptions, type BuildMode, type SampleCssImports } from "./esbuild-options";
import { buildSampleCss } from "./sample-css";
import { writePages, writeSampleAssets, writeServiceWorker } from "./pages";
import { writeSources } from "./source";
import { copyStaticData } from "./static-data";
import { COMPRESS_SETTINGS, writeCompressed } from "./compress";
import { CompressCache } from "./compress-cache";
import { writeExports } from "../export/write";
import { budgetProblems, measureSamples, writeSizeReport, type SampleSize } from "./size-report";
import { measureEditChunks, writeEditSizeReport, type EditSizeReport } from "./edit-size-report";
import { copyThemes } from "./theme";
import { dropEmptyChunks } from "./empty-chunks";
import { HASHED_ASSETS_DIR, themeUrls } from "../../contract/urls";
import { GalleryError } from "../errors";

export interface BuildResult {
  catalog: Catalog;
  assets: BuildAssets;
  /** Every sample's download beyond the shell, heaviest first (also in dist/size-report.json). */
  sizes: SampleSize[];
  /** The Edit panel's chunks and scopes, loaded on the first Edit (also in dist/edit-size-report.json). */
  editSizes: EditSizeReport | undefined;
  outDir: string;
  /** Wall time of each step, in milliseconds. */
  timings: Record<string, number>;
}

export interface BuildOptions {
  outDir?: string;
  /** Build only the samples whose id matches; generated/ is left alone and the subset is bundled from memory. */
  only?: (id: string) => boolean;
  mode?: BuildMode;
  /** Source maps beside a production build's chunks, for `gallery verify` (see shellBuildOptions). */
  sourcemaps?: boolean;
  onStep?: (step: string) => void;
  /** Samples whose source view is written, of all samples. */
  onSources?: (done: number, total: number) => void;
}

/**
 * `gallery build`: generate, bundle, copy themes, write pages and metadata. Everything is written to
 * a sibling temp folder that replaces `outDir` only when the whole build succeeded.
 */
export async function buildSite(root: string, options: BuildOptions = {}): Promise<BuildResult> {
  const outDir = path.resolve(root, options.outDir ?? "dist");
  const mode = options.mode ?? "production";
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    options.onStep?.(name);
    const start = performance.now();
    const result = await work();
    timings[name] = Math.round(performance.now() - start);
    return result;
  };

  const catalog = await step("generate", async () =>
    options.only ? loadCatalog(root, options.only) : (await generate(root)).catalog,
  );
  const temp = `${outDir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  // Work that writes into temp alongside the main line: a failed build waits for it before removing temp.
  const background: Promise<unknown>[] = [];
  try {
    const assetsDir = path.join(temp, HASHED_ASSETS_DIR);
    const cssImports: SampleCssImports = new Map();
    const bundleOptions = shellBuildOptions(root, assetsDir, mode, cssImports, options.sourcemaps);
    if (options.only) bundleOptions.plugins = [...(bundleOptions.plugins ?? []), generatedInMemory(root, catalog.files)];
    // Highlighting runs in this process while esbuild bundles in its own.
    const bundled = step("bundle", async () => {
      const result = await esbuild.build(bundleOptions);
      // Before anything reads the chunks or their list: the compression, the pages, the reports.
      await dropEmptyChunks(result.metafile!, root);
      return result;
    });
    // One pass over the samples' own import graph names the files of both the code view and the
    // exported projects, so the Edit panel's tabs are the files Download saves (the bundle's metafile
    // skips a `_shared/` barrel that only re-exports). After the bundle: it does not compete with it
    // for the two cores.
    const sampleImports = bundled.then(() => scanSampleImports(root, catalog.samples));
    // A failed bundle is reported once, by Promise.all below, not again as an unhandled rejection.
    sampleImports.catch(() => undefined);
    // Each part is compressed as soon as it is written (zlib works on libuv's threads), so the last
    // step compresses only the pages. A partial build (verify --only) is read once from loopback:
    // compressing it would only cost time.
    const compressed = new Set<string>();
    const compressCache = CompressCache.of(root, COMPRESS_SETTINGS);
    const compressWhenWritten = (written: Promise<unknown>, name: string, dir: string) => {
      if (options.only) return undefined;
      const done = written.then(() => step(`compress ${name}`, () => writeCompressed(dir, compressed, compressCache)));
      // A failure is reported once, where the build awaits it, not again as an unhandled rejection.
      done.catch(() => undefined);
      background.push(done);
      return done;
    };
    const chunksCompressed = compressWhenWritten(bundled, "chunks", assetsDir);
    // The projects need only the catalog, but esbuild finds their packages: they are written after the
    // bundle (not competing with it for the two cores), while the highlighting may still run.
    const exportsWritten = sampleImports.then((graph) => step("exports", () => writeExports(root, temp, catalog.samples, graph)));
    exportsWritten.catch(() => undefined);
    background.push(exportsWritten);
    const exportsCompressed = compressWhenWritten(exportsWritten, "exports", path.join(temp, "exports"));
    const sourcesWritten = step("source", () =>
      writeSources(root, temp, catalog.samples, sampleImports, options.onSources),
    );
    background.push(bundled, sourcesWritten);
    const sourcesCompressed = compressWhenWritten(sourcesWritten, "sources", path.join(temp, "source"));
    const [result] = await Promise.all([bundled, sourcesWritten]);
    const cssUrls = await step("sample css", () => buildSampleCss(root, assetsDir, cssImports, mode === "production"));
    const assets = collectAssets(result.metafile!, assetsDir, root, HASHED_ASSETS_DIR, cssImports, cssUrls);
    await step("themes", () => copyThemes(root, temp));
    await step("data", () => copyStaticData(root, temp));
    await exportsWritten;
    const sampleAssetsFile = await writeSampleAssets(temp, assets);
    await step("pages", () => writePages(temp, catalog, assets, sampleAssetsFile));
    await step("service worker", () => writeServiceWorker(temp, catalog, assets, sampleAssetsFile));
    // The size report reads the chunks' .gz sizes, so it waits for them.
    await chunksCompressed;
    const sizes = await step("size report", () =>
      measureSamples(result.metafile!, assets, temp, root, themeUrls(catalog.config.theme).grids),
    );
    await writeSizeReport(temp, sizes);
    const editSizes = await measureEditChunks(result.metafile!, assets, temp, root);
    if (editSizes) await writeEditSizeReport(temp, editSizes);
    if (chunksCompressed) {
      await Promise.all([exportsCompressed, sourcesCompressed]);
      await step("compress", () => writeCompressed(temp, compressed, compressCache));
      await compressCache.prune();
    }
    const budgets = new Map(catalog.config.groups.flatMap((g) => (g.sizeBudgetKb ? [[g.slug, g.sizeBudgetKb] as const] : [])));
    const overBudget = budgetProblems(sizes, budgets);
    if (overBudget.length > 0) throw new GalleryError(`${overBudget.length} sample(s) over their size budget`, overBudget);
    await rm(outDir, { recursive: true, force: true });
    await rename(temp, outDir);
    return { catalog, assets, sizes, editSizes, outDir, timings };
  } catch (error) {
    await Promise.allSettled(background);
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}

/** Bytes the files below `dir` take: files that are links to one another count once. */
export async function folderSize(dir: string): Promise<number> {
  const sizes = new Map<number, number>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const { ino, size } = await stat(path.join(entry.parentPath, entry.name));
    sizes.set(ino, size);
  }
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

/** Serves generated/*.gen.ts from memory, so a partial build never rewrites the committed files. */
function generatedInMemory(root: string, files: readonly GeneratedFile[]): esbuild.Plugin {
  const byPath = new Map(files.map((f) => [path.join(root, f.path), f.content]));
  return {
    name: "generated-in-memory",
    setup(build) {
      build.onLoad({ filter: /\.gen\.ts$/ }, (args) => {
        const contents = byPath.get(args.path);
        return contents === undefined ? undefined : { contents, loader: "ts", resolveDir: path.dirname(args.path) };
      });
    },
  };
}
