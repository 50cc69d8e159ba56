import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { GeneratedFile } from "../catalog/emit";
import type { Problem } from "../errors";
import { controlsFolder, currentManifests, manifestFiles } from "./controls-manifests";

const FIX = "run `npx gallery controls` and commit generated/controls/";

/**
 * What `gallery controls` would change in generated/controls/ (a new Ignite UI version, a sample
 * that renders another component, a hand edit), one problem per file: the manifests are read from
 * the declarations again, in memory, and compared with the committed files.
 */
export async function staleControlsManifests(root: string): Promise<Problem[]> {
  const expected = manifestFiles((await currentManifests(root)).manifests);
  const names = await readdir(path.join(root, controlsFolder)).catch(() => [] as string[]);
  const committed = new Map<string, string>();
  for (const name of names.filter((n) => n.endsWith(".json"))) {
    committed.set(`${controlsFolder}/${name}`, await readFile(path.join(root, controlsFolder, name), "utf8"));
  }
  return manifestProblems(expected, committed);
}

/** The files of `expected` missing from `committed` or different there, then the committed ones it no longer lists. */
export function manifestProblems(expected: readonly GeneratedFile[], committed: ReadonlyMap<string, string>): Problem[] {
  const problems: Problem[] = [];
  for (const file of expected) {
    const current = committed.get(file.path);
    if (current === undefined) problems.push({ file: file.path, message: "missing: a sample renders this component, and the Controls panel has no manifest of it", fix: FIX });
    else if (current !== file.content) problems.push({ file: file.path, message: "stale: the installed packages' declarations give another manifest", fix: FIX });
  }
  const wanted = new Set(expected.map((file) => file.path));
  for (const file of [...committed.keys()].filter((f) => !wanted.has(f)).sort()) {
    problems.push({ file, message: "no sample renders this component any more", fix: FIX });
  }
  return problems;
}
