import type { ComponentType } from "react";
import { CompileError, positionAt } from "./errors";
import { resolveRelative } from "../../contract/resolve-relative";
import { requiredSpecifiers, transformCached } from "./transform";

/** Module namespaces by import specifier: what edited code may import from the page. */
export type Scope = Readonly<Record<string, unknown>>;

/** A stylesheet the edited files import, to be added to the page while the edit is shown. */
export interface LiveStyle {
  file: string;
  text: string;
}

type Module = { kind: "script"; code: string; links: Map<string, string> } | { kind: "json"; value: unknown } | { kind: "style" };

/** The edited files compiled and linked: every file the entry reaches, and the packages they import. */
export interface CompiledSample {
  entry: string;
  modules: ReadonlyMap<string, Module>;
  /** Package specifiers, in the order they were first imported. */
  packages: readonly string[];
  styles: readonly LiveStyle[];
}

const isRelative = (specifier: string) => specifier.startsWith("./") || specifier.startsWith("../");

/** Where a specifier is written in a file, for the error that names it. */
function importPosition(file: string, text: string, specifier: string) {
  const offsets = [`"${specifier}"`, `'${specifier}'`].map((quoted) => text.indexOf(quoted)).filter((i) => i >= 0);
  return { file, ...positionAt(text, offsets.length > 0 ? Math.min(...offsets) : 0) };
}

/**
 * Compiles the files the entry reaches and resolves their imports: relative ones to `files` (paths
 * under samples/, the sample's own and the `_shared/` ones), package ones to `available`. Throws a
 * CompileError for a syntax error, a file that is not there, or a package the page cannot provide.
 */
export function compileSample(files: Readonly<Record<string, string>>, entry: string, available: readonly string[]): CompiledSample {
  const names = new Set(Object.keys(files));
  const known = new Set(available);
  const modules = new Map<string, Module>();
  const packages: string[] = [];
  const styles: LiveStyle[] = [];
  const visit = (file: string) => {
    if (modules.has(file)) return;
    const text = files[file]!;
    if (file.endsWith(".css")) {
      modules.set(file, { kind: "style" });
      styles.push({ file, text });
      return;
    }
    if (file.endsWith(".json")) {
      modules.set(file, { kind: "json", value: parseJson(file, text) });
      return;
    }
    const code = transformCached(file, text);
    const links = new Map<string, string>();
    modules.set(file, { kind: "script", code, links });
    for (const specifier of requiredSpecifiers(code)) {
      if (links.has(specifier)) continue;
      if (isRelative(specifier)) {
        const target = resolveRelative(file, specifier, names);
        if (!target) {
          throw new CompileError(importPosition(file, text, specifier), `Cannot find "${specifier}": it is not one of this sample's files (${[...names].join(", ")}).`);
        }
        links.set(specifier, target);
        visit(target);
      } else if (known.has(specifier)) {
        links.set(specifier, specifier);
        if (!packages.includes(specifier)) packages.push(specifier);
      } else {
        throw new CompileError(
          importPosition(file, text, specifier),
          `"${specifier}" cannot be imported here. The page provides ${available.join(", ")}, and the sample's own and _shared/ files by relative path.`,
        );
      }
    }
  };
  if (!(entry in files)) throw new CompileError({ file: entry, line: 1, column: 1 }, `${entry} is missing.`);
  visit(entry);
  return { entry, modules, packages, styles };
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
    throw new CompileError({ file, ...positionAt(text, offset) }, (error as Error).message);
  }
}

/** A package namespace as sucrase's interop expects an ES module: marked, so a default import takes `default`. */
const interop = new WeakMap<object, object>();
function asEsModule(namespace: unknown): unknown {
  if (namespace === null || typeof namespace !== "object") return namespace;
  let marked = interop.get(namespace);
  if (!marked) interop.set(namespace, (marked = { ...namespace, __esModule: true }));
  return marked;
}

const IMPORT_META = /\bimport\.meta\b/g;
const LIVE_IMPORT_META = "__liveImportMeta";
const liveImportMeta = { url: import.meta.url };

/** The module instances of a sample's last run, by file: what the next run may keep. */
export type KeptModules = Map<string, { code: string; exports: unknown }>;

/** The files of `compiled` whose code, and the code of every file they import, is what `kept` ran. */
function unchangedFiles(compiled: CompiledSample, kept: KeptModules): Set<string> {
  const verdicts = new Map<string, boolean>();
  const unchanged = (file: string): boolean => {
    const known = verdicts.get(file);
    if (known !== undefined) return known;
    // An import cycle judges the file by its other imports.
    verdicts.set(file, true);
    const module = compiled.modules.get(file)!;
    let verdict = module.kind === "style" || kept.get(file)?.code === codeOf(module);
    if (verdict && module.kind === "script") {
      for (const [specifier, target] of module.links) if (isRelative(specifier) && !unchanged(target)) verdict = false;
    }
    verdicts.set(file, verdict);
    return verdict;
  };
  return new Set([...compiled.modules.keys()].filter(unchanged));
}

const codeOf = (module: Module) => (module.kind === "script" ? module.code : module.kind === "json" ? JSON.stringify(module.value) : "");

/**
 * Evaluates a compiled sample and returns its default export. Each file starts from its top again,
 * but with `kept` (the instances of the sample's last run, updated here) a file whose code and
 * imports are unchanged keeps its instance, as a bundler's hot update does: its data keeps its
 * identity, so a component given it (a chart's data source) is not bound to it again. An error
 * thrown while the modules evaluate is rethrown when the component renders, so it lands in the
 * sample's error boundary like one thrown in render.
 */
export function evaluateSample(compiled: CompiledSample, scope: Scope, kept?: KeptModules): ComponentType {
  const exportsOf = new Map<string, Record<string, unknown>>();
  const unchanged = kept ? unchangedFiles(compiled, kept) : new Set<string>();
  const load = (file: string): unknown => {
    const cached = exportsOf.get(file);
    if (cached) return cached;
    if (unchanged.has(file) && kept?.has(file)) return kept.get(file)!.exports;
    const module = compiled.modules.get(file)!;
    if (module.kind === "style") return { __esModule: true };
    if (module.kind === "json") {
      const json = { __esModule: true, default: module.value };
      kept?.set(file, { code: codeOf(module), exports: json });
      return json;
    }
    const exports: Record<string, unknown> = {};
    exportsOf.set(file, exports);
    const require = (specifier: string) => {
      const target = module.links.get(specifier);
      if (target === undefined) throw new Error(`${file}: "${specifier}" was not linked`);
      return isRelative(specifier) ? load(target) : asEsModule(scope[target]);
    };
    const moduleObject = { exports };
    // The code is the user's own, typed in this page and run in it, as the gallery's samples are.
    // A function body cannot say `import.meta`: it gets this chunk's own, which sits beside the
    // sample chunks, so a URL a sample resolves against it (samples/_shared/site-data.ts) is theirs.
    const code = module.code.replace(IMPORT_META, LIVE_IMPORT_META);
    new Function("require", "module", "exports", LIVE_IMPORT_META, `${code}\n//# sourceURL=live:///${file}`)(require, moduleObject, exports, liveImportMeta);
    if (moduleObject.exports !== exports) exportsOf.set(file, moduleObject.exports as Record<string, unknown>);
    kept?.set(file, { code: module.code, exports: exportsOf.get(file) });
    return exportsOf.get(file);
  };
  try {
    const entry = load(compiled.entry) as { default?: unknown };
    if (typeof entry.default !== "function") throw new Error(`${compiled.entry} has no default export of a React component.`);
    return entry.default as ComponentType;
  } catch (error) {
    return function FailedSample(): never {
      throw error;
    };
  }
}

/** The runner in one call: edited files and a scope to the sample's component, and the stylesheets it imports. */
export function runSample(files: Readonly<Record<string, string>>, entry: string, scope: Scope): { Component: ComponentType; styles: readonly LiveStyle[] } {
  const compiled = compileSample(files, entry, Object.keys(scope));
  return { Component: evaluateSample(compiled, scope), styles: compiled.styles };
}
