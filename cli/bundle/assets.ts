import type { Metafile } from "esbuild";
import path from "node:path";

/** What a sample needs beyond its script, as the shell reads it from index.html. */
export interface SampleAssets {
  /** The sample's own stylesheets, relative to the base path. */
  css: string[];
  /** True when the sample's chunks include the grid packages, which need the grid theme. */
  gridTheme: boolean;
}

export interface BuildAssets {
  entryJs: string;
  entryCss: string[];
  /** Everything the shell needs before any sample: the entry, its static imports, its CSS and fonts. */
  shellFiles: string[];
  samples: Record<string, SampleAssets>;
  /** The entry's static imports, largest first: every page preloads them, so the shell's code arrives in one round. */
  shellScripts: string[];
  /** Per sample, every script it loads beyond the shell (its chunk and their static imports), largest first, for preload links. */
  sampleScripts: Record<string, string[]>;
  /** Per sample, its own chunk: a deep link imports it directly, without the lazy import map. */
  sampleModules: Record<string, string>;
}

const GRID_PACKAGES = /node_modules\/(igniteui-react-grids|igniteui-webcomponents-grids)\//;

/**
 * Reads esbuild's metafile: which output is the shell entry, and for each sample's lazy chunk the
 * stylesheet esbuild split out and whether any chunk it loads carries grid code.
 */
export function collectAssets(
  metafile: Metafile,
  outdir: string,
  root: string,
  assetsPrefix: string,
  cssImports: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
  cssUrls: ReadonlyMap<string, string> = new Map(),
): BuildAssets {
  const outputs = metafile.outputs;
  // Each chunk is named for every sample that loads it: its URL and its stylesheets are worked out once.
  const urls = new Map<string, string>();
  const rel = (file: string) => {
    let url = urls.get(file);
    if (url === undefined) urls.set(file, (url = assetsPrefix + path.relative(outdir, path.resolve(root, file)).split(path.sep).join("/")));
    return url;
  };
  // Largest first: the browser fetches a few at a time, and a big file started last would finish last.
  const bySize = (files: Iterable<string>) =>
    [...files].sort((a, b) => outputs[b]!.bytes - outputs[a]!.bytes || (a < b ? -1 : a > b ? 1 : 0)).map(rel);
  const imported = (file: string) => outputs[file]!.imports.filter((i) => i.kind === "import-statement").map((i) => i.path);
  const hasGrid = new Map<string, boolean>();
  const reachesGrid = (file: string, seen = new Set<string>()): boolean => {
    const known = hasGrid.get(file);
    if (known !== undefined) return known;
    if (seen.has(file) || !outputs[file]) return false;
    seen.add(file);
    const result =
      Object.keys(outputs[file]!.inputs).some((input) => GRID_PACKAGES.test(input)) ||
      imported(file).some((dep) => reachesGrid(dep, seen));
    hasGrid.set(file, result);
    return result;
  };
  // The stylesheets a sample's modules import, built apart (sample-css.ts), by the modules of its chunks.
  const cssOf = (input: string) => [...(cssImports.get(input) ?? [])].flatMap((css) => cssUrls.get(css) ?? []);
  const ownCss = new Map<string, string[]>();
  const sampleCss = (file: string, seen = new Set<string>()): string[] => {
    if (seen.has(file) || !outputs[file] || shell.has(file)) return [];
    seen.add(file);
    let own = ownCss.get(file);
    if (!own) ownCss.set(file, (own = Object.keys(outputs[file]!.inputs).flatMap(cssOf)));
    return [...own, ...imported(file).flatMap((dep) => sampleCss(dep, seen))];
  };
  let entryFile = "";
  let entryJs = "";
  let entryCss: string[] = [];
  const shell = new Set<string>();
  const addShell = (file: string) => {
    if (shell.has(file) || !outputs[file]) return;
    shell.add(file);
    for (const i of outputs[file]!.imports) if (i.kind === "import-statement" || i.kind === "url-token") addShell(i.path);
  };
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint?.endsWith("shell/main.tsx")) continue;
    entryFile = file;
    entryJs = rel(file);
    entryCss = output.cssBundle ? [rel(output.cssBundle)] : [];
    addShell(file);
    if (output.cssBundle) addShell(output.cssBundle);
  }
  // Second pass: what a sample needs is what it loads beyond the shell, so the shell must be known first.
  const samples: Record<string, SampleAssets> = {};
  const sampleScripts: Record<string, string[]> = {};
  const scriptsBeyondShell = (file: string, found: Set<string>) => {
    if (found.has(file) || shell.has(file) || !outputs[file] || !file.endsWith(".js")) return;
    found.add(file);
    for (const dep of imported(file)) scriptsBeyondShell(dep, found);
  };
  const sampleModules: Record<string, string> = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    const match = /(?:^|\/)samples\/([^/]+\/[^/]+\/[^/]+)\/index\.tsx$/.exec(output.entryPoint);
    if (!match) continue;
    const css = [...new Set([...(output.cssBundle ? [rel(output.cssBundle)] : []), ...sampleCss(file)])].sort();
    samples[match[1]!] = { css, gridTheme: reachesGrid(file) };
    const scripts = new Set<string>();
    scriptsBeyondShell(file, scripts);
    sampleScripts[match[1]!] = bySize(scripts);
    sampleModules[match[1]!] = rel(file);
  }
  const shellScripts = bySize([...shell].filter((file) => file !== entryFile && file.endsWith(".js")));
  return { entryJs, entryCss, shellFiles: [...shell].map(rel).sort(), shellScripts, samples, sampleScripts, sampleModules };
}
