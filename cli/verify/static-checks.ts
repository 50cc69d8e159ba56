import * as esbuild from "esbuild";
import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import { loadCatalog, type Catalog } from "../catalog/generate";
import { staleFiles } from "../catalog/write-generated";
import { sharedFoldersOf } from "../catalog/shared-folders";
import { staleControlsManifests } from "../controls/stale-manifests";
import { buildRouteLookup, sampleId } from "../../contract/manifest";
import { normalizeRoutePath, routeForms, type SampleSlugs } from "../../contract/routes";
import { GalleryError, type Problem } from "../errors";
import { inlinePropProblems } from "./inline-props";

/** Theme stylesheets belong to the shell; a sample that imports one would load it twice. */
const THEME_IMPORT = /^igniteui-[a-z-]+\/(.*\/)?themes\//;

/** A relative import the static check compiles along with the sample: a script, with or without its extension. */
const SCRIPT_EXTENSION = /^(|\.[cm]?[jt]sx?)$/;

export interface StaticReport {
  catalog: Catalog | null;
  problems: Problem[];
  timings: Record<string, number>;
}

/** Every check that needs no browser; all of them run, every problem is collected. */
export async function runStaticChecks(
  root: string,
  options: { typecheck?: boolean; only?: (id: string) => boolean } = {},
): Promise<StaticReport> {
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>) => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[name] = Math.round(performance.now() - start);
    }
  };
  let catalog: Catalog;
  try {
    catalog = await timed("catalog", () => loadCatalog(root, options.only));
  } catch (error) {
    if (error instanceof GalleryError) return { catalog: null, problems: error.problems, timings };
    throw error;
  }
  const problems: Problem[] = [];
  // generated/ describes every sample, so it can only be compared with a run over every sample.
  const stale = options.only ? [] : await staleFiles(root, catalog.files);
  for (const file of stale) {
    problems.push({ file, message: "generated/ is stale: run gallery generate", fix: "run `npx gallery generate` and commit the result" });
  }
  // Read by TypeScript's checker in a process of its own, while the checks below run; like the type-check, it reads declarations.
  const controls = options.only || options.typecheck === false ? undefined : timed("controls manifests", () => controlsProblems(root));
  problems.push(...checkMenuLinks(catalog));
  problems.push(...(await timed("sources", () => checkSources(root, catalog))));
  problems.push(...(await timed("inline props", () => inlinePropProblems(root, catalog.samples))));
  if (options.typecheck !== false) {
    const typeProblems = await timed("typecheck", () => typecheck(root));
    problems.push(...(options.only ? typeProblems.filter(concerns(catalog)) : typeProblems));
  }
  if (controls) problems.push(...(await controls));
  return { catalog, problems, timings };
}

/** generated/controls/ as `gallery controls` would write it now; it describes every sample, so it is compared only in a run over all of them. */
function controlsProblems(root: string): Promise<Problem[]> {
  return staleControlsManifests(root).catch((error: Error) => [
    { file: "generated/controls", message: `the packages' declarations could not be read: ${error.message}`, fix: "run `npx gallery controls` to see the error" },
  ]);
}

/**
 * With --only, a type error counts when it is in a checked sample, in a `_shared/` folder one of them
 * can import, or outside samples/: samples still being written elsewhere in the tree are not theirs.
 */
function concerns(catalog: Catalog): (problem: Problem) => boolean {
  const owned = new Set<string>();
  for (const s of catalog.samples) {
    owned.add(`${s.dir}/`);
    for (const folder of sharedFoldersOf(s)) owned.add(`${folder}/`);
  }
  return (problem) => {
    const file = problem.file.split(path.sep).join("/");
    return !file.startsWith("samples/") || [...owned].some((prefix) => file.startsWith(prefix));
  };
}

/**
 * Every route form of every checked sample has its page in the build, so a link from outside opens
 * it on any static host. (The render reaches alias and embed routes from within the page.)
 */
export async function missingRoutePages(distDir: string, samples: readonly SampleSlugs[], samplesPrefix: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const sample of samples) {
    for (const form of routeForms(sample, samplesPrefix)) {
      if (!(await stat(path.join(distDir, form.slice(1), "index.html")).catch(() => null))?.isFile()) {
        problems.push({
          file: `samples/${sampleId(sample)}`,
          field: "route",
          message: `the build has no page for ${form}: a link to it would show the fallback page`,
        });
      }
    }
  }
  return problems;
}

/** Every link the side menu shows must resolve, through the shell's own lookup, to its sample. */
export function checkMenuLinks(catalog: Catalog): Problem[] {
  const prefix = catalog.config.samplesPrefix;
  const lookup = buildRouteLookup(catalog.manifest.navigation, prefix);
  const problems: Problem[] = [];
  for (const group of catalog.manifest.navigation) {
    for (const component of group.components) {
      for (const route of component.routes) {
        for (const href of [route.path, prefix + route.path]) {
          if (lookup.get(normalizeRoutePath(href))?.route.sample !== route.sample) {
            problems.push({ file: `samples/${route.sample}`, field: "route", message: `menu link ${href} does not resolve to its sample` });
          }
        }
      }
    }
  }
  return problems;
}

/**
 * Compiles each sample with its own modules (packages, stylesheets and shared files left external) and checks the output:
 * a default export exists, no theme stylesheet is imported, createRoot is never called, and no
 * relative import leaves the sample's folder except into a `_shared/` folder of its own levels
 * (samples/, its group, its component): another component's or group's `_shared/` is not its own.
 */
export async function checkSources(root: string, catalog: Catalog): Promise<Problem[]> {
  const entryPoints = catalog.samples.map((s) => path.join(root, s.dir, "index.tsx"));
  const together = await compileAndCheck(root, entryPoints);
  if (together.compiled || entryPoints.length <= 1) return together.problems;
  // A sample that does not compile stops the whole build: check each sample on its own, so that
  // one syntax error does not hide every other sample's problems.
  const alone = await Promise.all(entryPoints.map((entry) => compileAndCheck(root, [entry])));
  return alone.flatMap((result) => result.problems);
}


async function compileAndCheck(root: string, entryPoints: string[]): Promise<{ compiled: boolean; problems: Problem[] }> {
  const problems: Problem[] = [];
  const recordImports: esbuild.Plugin = {
    name: "record-imports",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === "entry-point") return undefined;
        const importer = path.relative(root, args.importer);
        const sampleDir = importer.split(path.sep).slice(0, 4).join(path.sep);
        if (THEME_IMPORT.test(args.path)) {
          problems.push({ file: importer, field: `import '${args.path}'`, message: "samples must not import an Ignite UI theme stylesheet", fix: "remove the import: the shell loads the theme" });
        }
        if (args.path.startsWith(".")) {
          const target = path.resolve(args.resolveDir, args.path);
          const inOwnFolder = target.startsWith(path.join(root, sampleDir) + path.sep);
          const [, group = "", component = ""] = importer.split(path.sep);
          const inShared = sharedFoldersOf({ group, component }).some((dir) => target.startsWith(path.join(root, dir) + path.sep));
          if (!inOwnFolder && !inShared) {
            problems.push({
              file: importer,
              field: `import '${args.path}'`,
              message: "reaches outside the sample's folder and the _shared/ folders above it",
              fix: "import from the sample's own folder, or move the file to the _shared/ folder of the lowest level that covers every sample using it",
            });
          }
          // The sample's own modules are compiled with it, so every check reaches all of its files.
          if (inOwnFolder && SCRIPT_EXTENSION.test(path.extname(args.path))) return undefined;
        }
        return { path: args.path, external: true };
      });
    },
  };
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    jsx: "automatic",
    outdir: path.join(root, ".cache/verify-static"),
    outbase: root,
    logLevel: "silent",
    plugins: [recordImports],
  }).catch((error: { errors?: esbuild.Message[] }) => {
    for (const e of error.errors ?? []) {
      problems.push({ file: e.location?.file ?? "samples", line: e.location?.line, message: `does not compile: ${e.text}` });
    }
    return null;
  });
  if (!result) return { compiled: false, problems };
  const outputs = new Map(result.outputFiles!.map((f) => [f.path, f.text]));
  for (const [file, output] of Object.entries(result.metafile!.outputs)) {
    if (!output.entryPoint) continue;
    const entry = output.entryPoint;
    if (!output.exports.includes("default")) {
      problems.push({ file: entry, field: "default export", message: "the entry module has no default export", fix: "export default function MySample() { ... }" });
    }
    const code = outputs.get(path.resolve(root, file)) ?? "";
    if (/\bcreateRoot\s*\(/.test(code)) {
      problems.push({ file: entry, field: "createRoot", message: "samples must not call createRoot: the shell mounts them", fix: "export the component instead" });
    }
  }
  return { compiled: true, problems };
}

/** The project's own strict type-check; a sample whose default export is not a component fails here. */
export function typecheck(root: string): Promise<Problem[]> {
  return new Promise((resolve) => {
    const tsc = path.join(root, "node_modules/.bin/tsc");
    const child = spawn(tsc, ["-p", "tsconfig.json", "--pretty", "false"], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve([{ file: "tsconfig.json", message: `could not run tsc: ${error.message}` }]));
    child.on("close", (code) => {
      if (code === 0) return resolve([]);
      const problems: Problem[] = [];
      for (const line of output.split("\n")) {
        const match = /^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/.exec(line);
        if (match) problems.push({ file: match[1]!, line: Number(match[2]), message: match[3]! });
      }
      resolve(problems.length ? problems : [{ file: "tsconfig.json", message: `type-check failed:\n${output.trim()}` }]);
    });
  });
}
