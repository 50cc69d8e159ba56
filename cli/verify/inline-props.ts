import { parseSync, type JSXOpeningElement, type Node } from "@swc/core";
import fg from "fast-glob";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SampleSlugs } from "../../contract/routes";
import { isSharedFile, sharedFolderOf, sharedFoldersOf } from "../catalog/shared-folders";
import type { Problem } from "../errors";

/**
 * An Ignite UI component's React wrapper sets every property again on each render, and the
 * component compares the value with the one it holds by identity: an array, object or `new` value
 * written inline in the JSX is a new value on every render, so the component re-applies it every
 * time (re-sorts, re-filters, resets a date), and a component that answers a new value with a
 * change event the page handles renders again, and again (issue 38: `sortingOptions={{ mode }}`).
 * `style` is React's own: it compares the keys, not the object.
 */
const FRESH_VALUES = new Set(["ArrayExpression", "ObjectExpression", "NewExpression"]);
const REACT_OWN_PROPS = new Set(["style", "key", "ref"]);

/** An Ignite UI React component by its name: IgrGrid, IgrCategoryChart, IgrButton... */
const IGNITE_COMPONENT = /^Igr[A-Z]/;

/**
 * Which files can hold the pattern at all (a name, `={`, then `[`, `{` or `new`), so that only a few
 * of the ~970 sample files are parsed; `style={{` alone does not count.
 */
const CANDIDATE = /<Igr[A-Z][\s\S]*?(?<![\w-])(?!style=)[A-Za-z][\w-]*=\{\s*(?:\[|\{|new\b)/;

/** Every inline array, object or `new` value given to an Ignite UI component in the samples' .tsx files and the `_shared/` ones they can import. */
export async function inlinePropProblems(root: string, samples: readonly (SampleSlugs & { dir: string })[]): Promise<Problem[]> {
  const folders = new Set(samples.flatMap((s) => [s.dir, ...sharedFoldersOf(s)]));
  // One glob and a filter: a pattern per folder makes fast-glob walk the tree a thousand times.
  const all = await fg("samples/**/*.tsx", { cwd: root, onlyFiles: true });
  const files = all.sort().filter((file) => folders.has(isSharedFile(file) ? sharedFolderOf(file) : file.split("/").slice(0, 4).join("/")));
  const found = await Promise.all(files.map(async (file) => findInlineProps(file, await readFile(path.join(root, file), "utf8"))));
  return found.flat();
}

/** The problems of one file's source; `file` only names them. */
export function findInlineProps(file: string, code: string): Problem[] {
  if (!CANDIDATE.test(code)) return [];
  let module: Node;
  try {
    module = parseSync(code, { syntax: "typescript", tsx: true });
  } catch {
    // A file that does not parse is reported by the compile check, with its position.
    return [];
  }
  const bytes = Buffer.from(code);
  // swc's positions are 1-based UTF-8 byte offsets.
  const lineAt = (position: number) => bytes.subarray(0, position - 1).toString().split("\n").length;
  const problems: Problem[] = [];
  for (const element of openingElements(module)) {
    if (element.name.type !== "Identifier" || !IGNITE_COMPONENT.test(element.name.value)) continue;
    for (const attribute of element.attributes) {
      if (attribute.type !== "JSXAttribute" || attribute.name.type !== "Identifier") continue;
      const name = attribute.name.value;
      const value = attribute.value;
      if (REACT_OWN_PROPS.has(name) || value?.type !== "JSXExpressionContainer" || !FRESH_VALUES.has(value.expression.type)) continue;
      const what = value.expression.type === "NewExpression" ? "a `new` value" : value.expression.type === "ArrayExpression" ? "an inline array" : "an inline object";
      problems.push({
        file,
        line: lineAt(attribute.span.start),
        field: `<${element.name.value} ${name}>`,
        message: `${what}: a new value on every render, which the component applies again each time (and may answer with a change event, a render loop)`,
        fix: "move a constant value to a module constant; build one that depends on state with useMemo",
      });
    }
  }
  return problems;
}

/** Every JSX opening element in the tree, in source order. */
function openingElements(node: unknown): JSXOpeningElement[] {
  const found: JSXOpeningElement[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    if ((value as Node).type === "JSXOpeningElement") found.push(value as JSXOpeningElement);
    for (const [key, child] of Object.entries(value)) if (key !== "span" && typeof child === "object") visit(child);
  };
  visit(node);
  return found;
}
