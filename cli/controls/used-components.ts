import fg from "fast-glob";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Tree } from "@lezer/common";
import { parser } from "@lezer/javascript";
import { findIgniteElements, isIgniteElement } from "../../contract/jsx-elements";

const tsx = parser.configure({ dialect: "ts jsx" });

export interface UsedComponents {
  /** Each Ignite UI component the samples render → the module a sample imports it from. */
  modules: Map<string, string>;
  /** Each sample (its id) → the names of the Ignite UI elements its own files render. */
  bySample: Map<string, string[]>;
}

/** The Ignite UI components the samples' JSX renders, read with the same parser the panel uses. */
export async function findUsedComponents(root: string): Promise<UsedComponents> {
  const files = (await fg("samples/**/*.tsx", { cwd: root })).sort();
  const modules = new Map<string, string>();
  const bySample = new Map<string, string[]>();
  for (const file of files) {
    const code = await readFile(path.join(root, file), "utf8");
    // One parse for both readings: every sample file is read on each build, for its coverage line.
    const tree = tsx.parse(code);
    const imported = importedNames(code, tree);
    const names = findIgniteElements(code, tree).map((element) => element.name);
    for (const name of names) {
      const from = imported.get(name);
      if (from && !modules.has(name)) modules.set(name, from);
    }
    const sample = sampleOf(file);
    if (sample) bySample.set(sample, [...(bySample.get(sample) ?? []), ...names]);
  }
  return { modules: new Map([...modules].sort(([a], [b]) => a.localeCompare(b, "en"))), bySample };
}

/** `samples/<group>/<component>/<sample>/<file>.tsx` → its sample's id; `_shared/` files belong to none. */
function sampleOf(file: string): string | undefined {
  const parts = file.split("/");
  if (parts.length !== 5 || parts.includes("_shared")) return undefined;
  return parts.slice(1, 4).join("/");
}

/** Names imported by a file's import declarations → the module they come from (the Ignite UI ones only). */
function importedNames(code: string, tree: Tree): Map<string, string> {
  const names = new Map<string, string>();
  const cursor = tree.cursor();
  do {
    if (cursor.name !== "ImportDeclaration") continue;
    const declaration = cursor.node;
    const source = declaration.getChild("String");
    const group = declaration.getChild("ImportGroup");
    if (!source || !group) continue;
    const from = code.slice(source.from + 1, source.to - 1);
    // `IgrX as Y` imports IgrX under another name; the element is then <Y>, which the panel does not offer.
    for (const child of group.getChildren("VariableDefinition")) {
      const name = code.slice(child.from, child.to);
      if (isIgniteElement(name) && child.prevSibling?.name !== "as") names.set(name, from);
    }
  } while (cursor.next());
  return names;
}
