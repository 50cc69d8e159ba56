import type { Metafile } from "esbuild";
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Problem } from "../errors";
import type { BuildAssets } from "./assets";

export interface SampleSize {
  sample: string;
  /** Bytes a browser downloads to show the sample beyond the shell. */
  raw: number;
  gzip: number;
  files: string[];
  /** The modules that weigh most in those files, heaviest first (bytes in the output, before gzip). */
  heaviest: { module: string; bytes: number }[];
}

/** npm packages by name, the project's own files by path. */
function moduleName(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1]! : input;
}

/** Raw and gzip bytes of files under `outDir`, each read once: the build's .gz beside a file is read, not zipped again. */
export function fileSizes(outDir: string): (file: string) => Promise<{ raw: number; gzip: number }> {
  const cache = new Map<string, Promise<{ raw: number; gzip: number }>>();
  return (file) => {
    let size = cache.get(file);
    if (!size) {
      size = (async () => {
        // The build's .gz beside a file is gzip level 6, the same bytes gzipSync makes.
        const zipped = await stat(path.join(outDir, `${file}.gz`)).catch(() => null);
        if (zipped?.isFile()) return { raw: (await stat(path.join(outDir, file))).size, gzip: zipped.size };
        const bytes = await readFile(path.join(outDir, file));
        return { raw: bytes.length, gzip: gzipSync(bytes).length };
      })();
      cache.set(file, size);
    }
    return size;
  };
}

/**
 * The outputs (as the metafile names them) that loading one lazy entry downloads beyond the shell:
 * its own and every output it imports statically that the shell does not load.
 */
export function outputsBeyondShell(
  metafile: Metafile,
  entryOutput: string,
  shellFiles: ReadonlySet<string>,
  toOut: (file: string) => string,
): string[] {
  const seen = new Set<string>();
  const outputs: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (shellFiles.has(toOut(file)) || !metafile.outputs[file]) return;
    outputs.push(file);
    for (const i of metafile.outputs[file]!.imports) if (i.kind === "import-statement") visit(i.path);
  };
  visit(entryOutput);
  return outputs;
}

/**
 * What loading one lazy entry downloads beyond the shell: its output and every output it imports
 * statically that the shell does not load (paths under `outDir`), and each input's bytes in them.
 */
export function downloadBeyondShell(
  metafile: Metafile,
  entryOutput: string,
  shellFiles: ReadonlySet<string>,
  toOut: (file: string) => string,
): { files: Set<string>; inputs: Map<string, number> } {
  const outputs = outputsBeyondShell(metafile, entryOutput, shellFiles, toOut);
  const inputs = new Map<string, number>();
  for (const file of outputs) {
    for (const [input, info] of Object.entries(metafile.outputs[file]!.inputs)) inputs.set(input, (inputs.get(input) ?? 0) + info.bytesInOutput);
  }
  return { files: new Set(outputs.map(toOut)), inputs };
}

/**
 * Each output's bytes by module (npm package or project file), summed once per output: the samples
 * share their package chunks, whose inputs number in the thousands, and each sample's report adds
 * up these few totals instead of walking those inputs again (the build's size report step, 938
 * samples: 4.1-4.3 s -> 1.7-3.0 s on a loaded machine).
 */
function moduleWeightsOf(metafile: Metafile): (output: string) => ReadonlyMap<string, number> {
  const cache = new Map<string, Map<string, number>>();
  return (output) => {
    let weights = cache.get(output);
    if (!weights) {
      weights = new Map();
      for (const [input, info] of Object.entries(metafile.outputs[output]!.inputs)) {
        const name = moduleName(input);
        weights.set(name, (weights.get(name) ?? 0) + info.bytesInOutput);
      }
      cache.set(output, weights);
    }
    return weights;
  };
}

/** The output file of each entry point (inputs as the metafile names them). */
export function outputsByEntry(metafile: Metafile): Map<string, string> {
  const outputs = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) if (output.entryPoint) outputs.set(output.entryPoint, file);
  return outputs;
}

/**
 * For each sample: its chunk, every chunk it imports that the shell does not already load, its
 * stylesheets and, for grid samples, the grid theme. Sizes are of the files as written.
 */
export async function measureSamples(
  metafile: Metafile,
  assets: BuildAssets,
  outDir: string,
  root: string,
  gridThemeFile: string,
): Promise<SampleSize[]> {
  const toOut = (file: string) => path.relative(outDir, path.resolve(root, file)).split(path.sep).join("/");
  const shell = new Set(assets.shellFiles);
  const sizeOf = fileSizes(outDir);
  const weightsOf = moduleWeightsOf(metafile);
  const entryOfSample = new Map<string, string>();
  for (const [input, output] of outputsByEntry(metafile)) {
    const sample = /(?:^|\/)samples\/(.+)\/index\.tsx$/.exec(input)?.[1];
    if (sample) entryOfSample.set(sample, output);
  }

  const results: SampleSize[] = [];
  for (const [id, sampleAssets] of Object.entries(assets.samples)) {
    const entry = entryOfSample.get(id);
    if (!entry) continue;
    const outputs = outputsBeyondShell(metafile, entry, shell, toOut);
    const files = new Set(outputs.map(toOut));
    const weights = new Map<string, number>();
    for (const output of outputs) for (const [name, bytes] of weightsOf(output)) weights.set(name, (weights.get(name) ?? 0) + bytes);
    for (const css of sampleAssets.css) files.add(css);
    if (sampleAssets.gridTheme) files.add(gridThemeFile);
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = await sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    const heaviest = [...weights].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([module, bytes]) => ({ module, bytes }));
    results.push({ sample: id, raw, gzip, files: [...files].sort(), heaviest });
  }
  return results.sort((a, b) => b.gzip - a.gzip || (a.sample < b.sample ? -1 : 1));
}

export async function writeSizeReport(outDir: string, sizes: readonly SampleSize[]): Promise<void> {
  await writeFile(path.join(outDir, "size-report.json"), JSON.stringify(sizes, null, 2) + "\n");
}

/** Samples over their group's budget (gzip KB from samples.config.yaml), naming the heaviest modules. */
export function budgetProblems(sizes: readonly SampleSize[], budgets: ReadonlyMap<string, number>): Problem[] {
  const problems: Problem[] = [];
  for (const size of sizes) {
    const group = size.sample.split("/")[0]!;
    const budget = budgets.get(group);
    if (budget === undefined || size.gzip <= budget * 1024) continue;
    const modules = size.heaviest.map((m) => `${m.module} ${(m.bytes / 1024).toFixed(0)} KB`).join(", ");
    problems.push({
      file: `samples/${size.sample}`,
      field: "size",
      message: `downloads ${(size.gzip / 1024).toFixed(0)} KB gzip beyond the shell, over the ${group} budget of ${budget} KB; heaviest modules: ${modules}`,
      fix: `import less, or raise sizeBudgetKb of group '${group}' in samples.config.yaml`,
    });
  }
  return problems;
}

/** The `count` heaviest samples (by gzip), heaviest first, one line each; the caller's order does not matter. */
export function formatTopSizes(sizes: readonly SampleSize[], count = 10): string {
  return [...sizes]
    .sort((a, b) => b.gzip - a.gzip || (a.sample < b.sample ? -1 : 1))
    .slice(0, count)
    .map((s, i) => `${String(i + 1).padStart(2)}. ${s.sample.padEnd(58)} ${(s.gzip / 1024).toFixed(0).padStart(5)} KB gzip ${(s.raw / 1024).toFixed(0).padStart(6)} KB raw`)
    .join("\n");
}
