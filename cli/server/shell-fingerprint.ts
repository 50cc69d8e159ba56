import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Metafile } from "esbuild";

// esbuild names chunks `<name>-<8 hash characters>.js`; a hash changes whenever anything a chunk
// imports changes, so two builds of the same shell code compare equal only with the hashes left out.
const CHUNK_HASH = /-[A-Z0-9]{8}(\.(?:js|css))/g;

/**
 * The shell's own code as the page runs it: the entry and every chunk it imports statically, each
 * without chunk hashes and source-map comments. A sample edit changes the import map's chunk name,
 * and with it the hash of the shared chunk that names it; neither is a change of the shell.
 */
export async function shellFingerprint(root: string, metafile: Metafile, entryFile: string, css: string[]): Promise<string> {
  const byPath = new Map(Object.entries(metafile.outputs).map(([file, output]) => [path.resolve(root, file), output]));
  const seen = new Set<string>();
  const pending = [path.resolve(entryFile)];
  const parts: string[] = [];
  while (pending.length > 0) {
    const file = pending.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(file, "utf8");
    parts.push(text.replace(/\/\/# sourceMappingURL=\S+\s*$/, "").replace(CHUNK_HASH, "-HASH$1"));
    for (const imported of byPath.get(file)?.imports ?? []) {
      if (imported.kind === "import-statement") pending.push(path.resolve(root, imported.path));
    }
  }
  return [...parts, ...css].join("\n");
}
