/**
 * Which exports of each package a sample's code uses, the same in the build and in the Edit panel's
 * runner. The build exports those names from each sample's chunk (`SAMPLE_SCOPE_EXPORT`), taken
 * from the modules the page has already loaded; the runner compares what the code it runs uses with
 * them, and loads a package's whole namespace (megabytes of code to parse and run) only when the
 * code uses more: an edit that imports another component, or a namespace import.
 *
 * A file counts whole once it is reached: by an import of any kind, or by a re-export of a name the
 * importer needs (a `_shared/` barrel's other re-exports are not followed, so a sample that takes one
 * control from it does not pull in the others). The names a file uses are read from its compiled
 * code (sucrase's CommonJS), where a name used only as a type is already gone.
 */

import type { Options } from "sucrase";
import { SAMPLE_SCOPE_EXPORT, type SampleScope } from "./sample-scope-export";

/** sucrase's options for the runner's code (TypeScript and JSX to CommonJS), the same where the build reads it. */
export const runnerTransform = (filePath: string): Options => ({
  transforms: ["typescript", "jsx", "imports"],
  jsxRuntime: "automatic",
  production: true,
  filePath,
});

/** Package specifier → the export names used, or "all" when the whole namespace is (`import * as`, `export *`). */
export type UsedNames = Map<string, Set<string> | "all">;

export interface ScopeSources {
  /** A file's source text, undefined when it is not there. */
  read(file: string): string | undefined;
  /** A relative specifier written in `from` to the file it names, undefined when there is none. */
  resolve(from: string, specifier: string): string | undefined;
  /** A script's CommonJS code as the runner runs it (sucrase: TypeScript, JSX and imports). */
  compile(file: string, text: string): string;
}

const isRelative = (specifier: string) => specifier.startsWith("./") || specifier.startsWith("../");
const isScript = (file: string) => /\.[cm]?[jt]sx?$/.test(file);

/** `import … from "x"` (not `import type`), `import "x"`, and `export … from "x"` in a source text. */
const importFrom = /\bimport\s+(?!type\s)([\w$\s{},*]*?)\s*from\s*(["'])([^"'\n]+)\2/g;
const bareImport = /\bimport\s*(["'])([^"'\n]+)\1/g;
const exportFrom = /\bexport\s+(?!type\s)(\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(["'])([^"'\n]+)\2/g;

/** The names an import clause takes from its module: "all" for a namespace. */
function importedNames(clause: string): Set<string> | "all" {
  if (/\*\s*as\s/.test(clause)) return "all";
  const names = new Set<string>();
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = braces ? clause.replace(braces[0], "") : clause;
  if (/[\w$]/.test(outside.replace(/,/g, ""))) names.add("default");
  for (const entry of braces?.[1]!.split(",") ?? []) {
    const name = entry.trim();
    if (!name || name.startsWith("type ")) continue;
    names.add(name.split(/\s+as\s+/)[0]!.trim());
  }
  return names;
}

/** `{ a, b as c }` of a re-export: exported name → the name it has in its own module. */
function reexportedNames(clause: string): Map<string, string> | "all" {
  if (clause.startsWith("*")) return "all";
  const names = new Map<string, string>();
  for (const entry of clause.slice(1, -1).split(",")) {
    const name = entry.trim();
    if (!name || name.startsWith("type ")) continue;
    const [own, as] = name.split(/\s+as\s+/).map((part) => part.trim());
    names.set(as ?? own!, own!);
  }
  return names;
}

/** The package names a compiled file uses, added to `used`. */
export function addPackageUses(code: string, used: UsedNames): void {
  const bindings = new Map<string, string>();
  for (const match of code.matchAll(/\bvar ([\w$]+) = require\((["'])([^"'\n]+)\2\)/g)) {
    if (!isRelative(match[3]!)) bindings.set(match[1]!, match[3]!);
  }
  for (const match of code.matchAll(/\bvar ([\w$]+) = _interopRequireDefault\(([\w$]+)\)/g)) {
    const specifier = bindings.get(match[2]!);
    if (specifier) bindings.set(match[1]!, specifier);
  }
  const add = (specifier: string, name: string | "all") => {
    const names = used.get(specifier);
    if (names === "all") return;
    if (name === "all") used.set(specifier, "all");
    else if (names) names.add(name);
    else used.set(specifier, new Set([name]));
  };
  for (const [binding, specifier] of bindings) {
    const escaped = binding.replace(/\$/g, "\\$");
    if (new RegExp(`\\b(?:_interopRequireWildcard|_createStarExport)\\(${escaped}\\)`).test(code)) add(specifier, "all");
    for (const match of code.matchAll(new RegExp(`(?<![\\w$.])${escaped}\\.([\\w$]+)`, "g"))) add(specifier, match[1]!);
    for (const match of code.matchAll(new RegExp(`_createNamedExportFrom\\(${escaped}, (["'])[\\w$]+\\1, (["'])([\\w$]+)\\2\\)`, "g"))) add(specifier, match[3]!);
  }
}

/** What the files reached from `entry` use of each package (see the module's comment for "reached"). */
export function usedPackageNames(entry: string, sources: ScopeSources): UsedNames {
  const used: UsedNames = new Map();
  /** Per file reached: the names its importers need from it ("all", or a set; empty for a bare import). */
  const needs = new Map<string, Set<string> | "all">();
  const queue: string[] = [];
  const need = (file: string, names: Set<string> | "all") => {
    const known = needs.get(file);
    if (known === "all") return;
    if (known === undefined) {
      needs.set(file, names === "all" ? "all" : new Set(names));
      queue.push(file);
      return;
    }
    const before = known.size;
    if (names === "all") needs.set(file, "all");
    else for (const name of names) known.add(name);
    // A file already read is read again only to follow its re-exports of the added names.
    if (names === "all" || known.size > before) queue.push(file);
  };
  need(entry, new Set(["default"]));
  const compiled = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    const text = sources.read(file);
    if (text === undefined || !isScript(file)) continue;
    if (!compiled.has(file)) {
      compiled.add(file);
      addPackageUses(sources.compile(file, text), used);
      for (const match of text.matchAll(importFrom)) {
        const target = isRelative(match[3]!) ? sources.resolve(file, match[3]!) : undefined;
        if (target) need(target, importedNames(match[1]!));
      }
      for (const match of text.matchAll(bareImport)) {
        const target = isRelative(match[2]!) ? sources.resolve(file, match[2]!) : undefined;
        if (target) need(target, new Set());
      }
    }
    const wanted = needs.get(file)!;
    for (const match of text.matchAll(exportFrom)) {
      const target = isRelative(match[3]!) ? sources.resolve(file, match[3]!) : undefined;
      if (!target) continue;
      const names = reexportedNames(match[1]!);
      if (names === "all") {
        if (match[1]!.includes(" as ")) {
          const alias = match[1]!.split(/\s+as\s+/)[1]!.trim();
          if (wanted === "all" || wanted.has(alias)) need(target, "all");
        } else if (wanted === "all" || wanted.size > 0) need(target, wanted);
        continue;
      }
      const taken = new Set([...names].filter(([exported]) => wanted === "all" || wanted.has(exported)).map(([, own]) => own));
      if (taken.size > 0) need(target, taken);
    }
  }
  return used;
}

/**
 * The part of `scope` the runner can give code that uses `used` of `specifier` instead of its whole
 * namespace: when it holds every name used. Undefined otherwise (or when the package is imported
 * for its side effects alone, which only its whole namespace has).
 */
export function coveredNamespace(scope: SampleScope | undefined, used: UsedNames, specifier: string): Readonly<Record<string, unknown>> | undefined {
  const names = used.get(specifier);
  const provided = scope?.[specifier];
  if (!provided || names === undefined || names === "all") return undefined;
  return [...names].every((name) => name in provided) ? provided : undefined;
}

/**
 * The statements the build appends to a sample's index.tsx: an import of each used name and the
 * export of them all. Packages the runner provides itself (React) are left out, and so is a package
 * used whole: a namespace would put all of it in the sample's chunk.
 */
export function sampleScopeSource(used: UsedNames, provided: ReadonlySet<string>): string {
  const imports: string[] = [];
  const entries: string[] = [];
  let index = 0;
  for (const [specifier, names] of [...used].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (names === "all" || provided.has(specifier)) continue;
    const pairs = [...names].sort().map((name) => [name, `__galleryScope${index++}`] as const);
    imports.push(`import { ${pairs.map(([name, local]) => `${name} as ${local}`).join(", ")} } from ${JSON.stringify(specifier)};`);
    entries.push(`${JSON.stringify(specifier)}: { ${pairs.map(([name, local]) => `${JSON.stringify(name)}: ${local}`).join(", ")} }`);
  }
  return `\n${imports.join("\n")}\nexport const ${SAMPLE_SCOPE_EXPORT} = { ${entries.join(", ")} };\n`;
}
