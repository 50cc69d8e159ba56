import type { Plugin, PluginBuild } from "esbuild";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ExportOriginsCache, type Origin } from "./export-origins-cache";
import { isSampleEntry, sampleScopeAppendix } from "./sample-scope";
import { type SplitModule, splitWrapperFile, wrapperFiles } from "./split-wrappers";

/**
 * Imports from the Ignite UI packages go straight to the module that defines each name.
 *
 * esbuild's code splitting decides which chunk a module lands in by the import records that reach
 * it, not by the statements that are used: `import { IgrButton } from "igniteui-react"` reaches the
 * package's barrel, and the barrel reaches every module the gallery uses from that package. So every
 * sample shared one chunk with every web component and every core class any sample needed (a gauge
 * downloaded 2 MB of igniteui-webcomponents for one button). Rewriting each named import to the
 * file that defines it leaves barrels out of the graph. The packages declare `sideEffects: false`,
 * so skipping a barrel changes nothing at run time.
 *
 * igniteui-react and igniteui-react-grids keep all their wrappers in one file; that file is served
 * as one module per `//#region` (split-wrappers.ts), so a wrapper is a module of its own as well.
 */

export type { Origin };

export const regionNamespace = "split-wrapper-region";
/**
 * A gallery file that is imported dynamically, seen through a module that adds back the re-exports
 * its own load drops (the importer of `import("./x")` reads names at run time, where no rewrite
 * reaches). A module of its own rather than a flag on the file: whether the file was first reached
 * by a static or a dynamic import must not decide what it exports.
 */
export const dynamicNamespace = "dynamic-import-reexports";
/** `import("./x")` with a literal relative specifier. */
const dynamicImport = /\bimport\(\s*(["'])(\.{1,2}\/[^"']+)\1\s*\)/g;
const reexport = /^\s*export\s*\{[^}]*\}\s*from\s*["']/m;
const regionSpecifier = (file: string) => (index: number) => `${regionNamespace}:${file}#${index}`;

/**
 * The packages whose barrels are read, each checked by a full build and verify: compiler output
 * with one export statement per line. Others (the dock manager, the trial watermark) keep their imports.
 */
const barrelPackage = /^igniteui-(?:webcomponents|react(?:-(?:core|charts|gauges|maps|excel|spreadsheet|spreadsheet-chart-adapter|grids|data-grids|inputs|layouts|dashboards))?)$/;
/** `import { … } from "…"` and `export { … } from "…"`: a re-export reaches its module as much as an import does. */
const namedImport = /\b(import|export)\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\3\s*;?/g;

/** Outside node_modules every source; inside it, only the Ignite UI packages import from barrels worth skipping. */
const isImporter = (file: string) => {
  const pkg = /[\\/]node_modules[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
  return pkg === undefined || barrelPackage.test(pkg);
};

const packageImports = new Map<string, { dir: string; imports: Record<string, unknown> } | undefined>();

/** The nearest package.json's "imports" field: barrels re-export from "#internals/…" paths. */
function importsFieldOf(file: string) {
  let dir = path.dirname(file);
  while (!packageImports.has(dir)) {
    const manifest = path.join(dir, "package.json");
    if (statSync(manifest, { throwIfNoEntry: false })?.isFile()) {
      const imports = (JSON.parse(readFileSync(manifest, "utf8")) as { imports?: Record<string, unknown> }).imports;
      packageImports.set(dir, imports ? { dir, imports } : undefined);
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return packageImports.get(dir);
}

const resolved = new Map<string, string | undefined>();

/**
 * A relative or "#" specifier of `from` as a file path; undefined for a package name or what cannot
 * be found. Inside node_modules, kept per folder and specifier: a barrel names one module in a
 * statement per export, and each lookup tries up to nine paths (the gallery's own files may come and
 * go while `gallery dev` runs; the packages' do not).
 */
function resolveFile(from: string, specifier: string): string | undefined {
  if (!/[\\/]node_modules[\\/]/.test(from)) return findFile(from, specifier);
  const key = `${path.dirname(from)}\0${specifier}`;
  if (!resolved.has(key)) resolved.set(key, findFile(from, specifier));
  return resolved.get(key);
}

function findFile(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith("#")) {
    const field = importsFieldOf(from);
    for (const [pattern, target] of Object.entries(field?.imports ?? {})) {
      if (typeof target !== "string") continue;
      const star = pattern.indexOf("*");
      if (star < 0 ? pattern === specifier : specifier.startsWith(pattern.slice(0, star)) && specifier.endsWith(pattern.slice(star + 1))) {
        const matched = star < 0 ? "" : specifier.slice(star, specifier.length - (pattern.length - star - 1));
        base = path.resolve(field!.dir, target.replace("*", matched));
        break;
      }
    }
  }
  if (!base) return undefined;
  const candidates = [base, ...[".js", ".mjs", ".ts", ".tsx"].map((e) => base + e), ...["index.js", "index.ts", "index.tsx"].map((e) => path.join(base, e))];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

/** Reads `export` statements with regular expressions: the packages' files are compiler output, one statement per line. */
export class ExportMap {
  private readonly exports = new Map<string, { names: Map<string, Origin>; modified: number }>();
  private readonly split = new Map<string, SplitModule>();

  /** `cache` keeps the packages' entry maps between runs (export-origins-cache.ts). */
  constructor(private readonly cache?: ExportOriginsCache) {}

  /** A wrapper file served as a barrel and one module per region (split-wrappers.ts). */
  wrapper(file: string): SplitModule {
    let module = this.split.get(file);
    if (!module) {
      module = splitWrapperFile(readFileSync(file, "utf8"), regionSpecifier(file));
      this.split.set(file, module);
    }
    return module;
  }

  /** Every name a file exports, followed through re-exports to where it is defined. */
  exportsOf(file: string, visiting = new Set<string>()): Map<string, Origin> {
    // The gallery's own files change while `gallery dev` runs; the packages' files do not.
    const modified = /[\\/]node_modules[\\/]/.test(file) ? 0 : statSync(file).mtimeMs;
    const known = this.exports.get(file);
    if (known && known.modified === modified) return known.names;
    // Only a map asked for from outside is kept between runs: an entry file's, whole.
    const entry = visiting.size === 0 && modified === 0 ? file : undefined;
    const cached = entry && this.cache?.get(entry);
    if (cached) {
      this.exports.set(file, { names: cached, modified });
      return cached;
    }
    const names = new Map<string, Origin>();
    if (visiting.has(file)) return names;
    visiting.add(file);
    const source = wrapperFiles.test(file) ? this.wrapper(file).barrel : readFileSync(file, "utf8");
    const follow = (specifier: string, name: string): Origin => {
      if (specifier.startsWith(`${regionNamespace}:`)) return { specifier, name };
      const target = resolveFile(file, specifier);
      if (!target) return specifier.startsWith(".") || specifier.startsWith("#") ? { specifier: file, name } : { specifier, name };
      return this.exportsOf(target, visiting).get(name) ?? { specifier: target, name };
    };
    for (const m of source.matchAll(/^export\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/gm)) {
      for (const entry of m[1]!.split(",").map((e) => e.trim()).filter(Boolean)) {
        const [local, exported = local] = entry.split(/\s+as\s+/) as [string, string?];
        if (local.startsWith("type ")) continue;
        names.set(exported, m[2] ? follow(m[2], local) : { specifier: file, name: local });
      }
    }
    for (const m of source.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:var|let|const|function\*?|class)\s+([A-Za-z_$][\w$]*)/gm)) {
      names.set(m[1]!, { specifier: file, name: m[1]! });
    }
    if (/^export\s+default\b/m.test(source)) names.set("default", { specifier: file, name: "default" });
    for (const m of source.matchAll(/^export\s*\*\s*from\s*["']([^"']+)["']/gm)) {
      const target = resolveFile(file, m[1]!);
      if (!target) continue;
      for (const [name, origin] of this.exportsOf(target, visiting)) {
        if (name !== "default" && !names.has(name)) names.set(name, origin);
      }
    }
    this.exports.set(file, { names, modified });
    if (entry) this.cache?.set(entry, names);
    return names;
  }
}

/**
 * Rewrites `import { … } from` and `export { … } from` statements to name each binding's origin.
 * Names it cannot place stay on the original specifier. With `dropReexports` (the gallery's own
 * files, whose importers are all rewritten too) a re-export whose every name has a known origin is
 * removed: nobody imports through it any more, and left in place it would still reach its modules.
 * Line breaks are kept, so source maps still point at the right line of a sample.
 */
export function importFromOrigins(source: string, originsOf: (specifier: string) => Map<string, Origin> | undefined, dropReexports = false): string {
  return source.replace(namedImport, (statement: string, keyword: string, list: string, _quote: string, pkg: string) => {
    const origins = originsOf(pkg);
    if (!origins) return statement;
    const lines = statement.split("\n").length - 1;
    const bySpecifier = new Map<string, string[]>();
    let unplaced = false;
    for (const entry of list.split(",").map((e) => e.trim()).filter(Boolean)) {
      const typeOnly = entry.startsWith("type ");
      const [imported, local = imported] = entry.replace(/^type\s+/, "").split(/\s+as\s+/) as [string, string?];
      const origin = typeOnly ? undefined : origins.get(imported);
      if (!origin && !typeOnly) unplaced = true;
      const specifier = origin?.specifier ?? pkg;
      const name = origin ? origin.name : imported;
      const clause = `${typeOnly ? "type " : ""}${name === local ? name : `${name} as ${local}`}`;
      bySpecifier.set(specifier, [...(bySpecifier.get(specifier) ?? []), clause]);
    }
    if (keyword === "export" && dropReexports && !unplaced) return "\n".repeat(lines);
    const rewritten = [...bySpecifier].map(([specifier, names]) => `${keyword} { ${names.join(", ")} } from ${JSON.stringify(specifier)};`).join(" ");
    return rewritten + "\n".repeat(lines);
  });
}

/** `root`: the project whose node_modules keeps the packages' export maps between runs; none, nothing is kept. */
export function directImportsPlugin(root?: string): Plugin {
  const cache = root === undefined ? undefined : new ExportOriginsCache(root);
  const exportMap = new ExportMap(cache);
  const entries = new Map<string, string | undefined>();

  async function entryOf(build: PluginBuild, pkg: string, resolveDir: string) {
    if (!entries.has(pkg)) {
      const resolved = await build.resolve(pkg, { kind: "import-statement", resolveDir });
      entries.set(pkg, resolved.errors.length || !resolved.path ? undefined : resolved.path);
    }
    return entries.get(pkg);
  }

  /**
   * Package barrels always; relative imports only in the gallery's own files, where shared modules
   * re-export controls (and their re-exports are dropped unless `dropReexports` says otherwise).
   */
  async function rewrite(build: PluginBuild, source: string, importer: string, relative: boolean, dropReexports = relative) {
    const specifiers = new Set([...source.matchAll(namedImport)].map((m) => m[4]!));
    const origins = new Map<string, Map<string, Origin>>();
    for (const specifier of specifiers) {
      const file = barrelPackage.test(specifier)
        ? await entryOf(build, specifier, path.dirname(importer))
        : relative && specifier.startsWith(".")
          ? resolveFile(importer, specifier)
          : undefined;
      if (file) origins.set(specifier, exportMap.exportsOf(file));
    }
    return importFromOrigins(source, (specifier) => origins.get(specifier), dropReexports);
  }

  /** A gallery file's dynamic imports of files with re-exports go through `dynamicNamespace`. */
  const viaReexports = (source: string, importer: string) =>
    source.replace(dynamicImport, (call: string, _quote: string, specifier: string) => {
      const target = resolveFile(importer, specifier);
      if (!target || /[\\/]node_modules[\\/]/.test(target) || !reexport.test(readFileSync(target, "utf8"))) return call;
      return `import(${JSON.stringify(`${dynamicNamespace}:${target}`)})`;
    });

  return {
    name: "direct-imports",
    setup(build) {
      build.onEnd(() => cache?.save());
      // An entry point's importer is the page, which no rewrite reaches either: its re-exports stay.
      const entryPoints = build.initialOptions.entryPoints ?? [];
      const entryFiles = new Set(
        (Array.isArray(entryPoints) ? entryPoints : Object.values(entryPoints))
          .map((entry) => (typeof entry === "string" ? entry : entry.in))
          .map((entry) => path.resolve(build.initialOptions.absWorkingDir ?? process.cwd(), entry)),
      );
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      const scopeAppendix = sampleScopeAppendix(root);
      build.onLoad({ filter: /\.(?:m?js|[jt]sx?)$/ }, async (args) => {
        if (args.namespace !== "file" || !isImporter(args.path)) return undefined;
        const wrapper = wrapperFiles.test(args.path);
        const own = !/[\\/]node_modules[\\/]/.test(args.path);
        const fromRoot = path.relative(root, args.path).split(path.sep).join("/");
        // A sample's entry also exports what its files use of each package, for the Edit panel's runner.
        const source = wrapper ? exportMap.wrapper(args.path).barrel : readFileSync(args.path, "utf8") + (own && isSampleEntry(fromRoot) ? scopeAppendix(fromRoot) : "");
        if (!wrapper && !own && !source.includes("igniteui-")) return undefined;
        const extension = path.extname(args.path).slice(1);
        const loader = extension === "tsx" || extension === "ts" || extension === "jsx" ? extension : "js";
        const contents = await rewrite(build, own ? viaReexports(source, args.path) : source, args.path, own, own && !entryFiles.has(args.path));
        return { contents, loader, resolveDir: path.dirname(args.path) };
      });
      build.onResolve({ filter: new RegExp(`^${dynamicNamespace}:`) }, (args) => ({ path: args.path.slice(dynamicNamespace.length + 1), namespace: dynamicNamespace }));
      // The file's own exports, its re-exports pointed at their origins, and its default export (which `export *` leaves out).
      build.onLoad({ filter: /.*/, namespace: dynamicNamespace }, async (args) => {
        const source = readFileSync(args.path, "utf8");
        const reexports = [...source.matchAll(namedImport)].filter((m) => m[1] === "export");
        const kept = await rewrite(build, reexports.map((m) => m[0]).join("\n"), args.path, true, false);
        const reexportsDefault = reexports.some((m) => m[2]!.split(",").some((entry) => /(?:^|\s)default$/.test(entry.trim())));
        const file = JSON.stringify(args.path);
        const ownDefault = exportMap.exportsOf(args.path).has("default") && !reexportsDefault;
        const contents = [`export * from ${file};`, kept, ownDefault ? `export { default } from ${file};` : ""].join("\n");
        return { contents, loader: "ts", resolveDir: path.dirname(args.path), watchFiles: [args.path] };
      });
      build.onResolve({ filter: new RegExp(`^${regionNamespace}:`) }, (args) => ({ path: args.path.slice(regionNamespace.length + 1), namespace: regionNamespace }));
      build.onLoad({ filter: /.*/, namespace: regionNamespace }, async (args) => {
        const hash = args.path.lastIndexOf("#");
        const file = args.path.slice(0, hash);
        const region = exportMap.wrapper(file).regions[Number(args.path.slice(hash + 1))]!;
        return { contents: await rewrite(build, region, file, false), loader: "js", resolveDir: path.dirname(file) };
      });
    },
  };
}
