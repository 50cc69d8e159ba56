import type { Metafile } from "esbuild";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Takes the build's empty chunks off the pages' path. esbuild keeps a chunk for package modules that
 * tree-shake to nothing but hold a place in the import order (the gallery has 9; 374 samples load one
 * or more, 1,471 loads in all), and every importer fetches it: a request and a module for nothing.
 * Each `import"./chunk-X.js";` of an empty chunk is overwritten with as many spaces (every position,
 * and so the source maps, stay right), and the chunk leaves the metafile, so no page lists or
 * preloads it, and the folder. An empty chunk imported in any other form by any file stays, and so
 * does that import. Returns the number of chunks dropped.
 */
export async function dropEmptyChunks(metafile: Metafile, root: string): Promise<number> {
  const empty = new Set(
    Object.entries(metafile.outputs)
      .filter(([file, output]) => file.endsWith(".js") && output.bytes === 0 && !output.entryPoint && output.imports.length === 0 && output.exports.length === 0)
      .map(([file]) => file),
  );
  if (empty.size === 0) return 0;
  const kept = new Set<string>();
  const blanked = new Map<string, Set<string>>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const imported = output.imports.filter((i) => empty.has(i.path));
    if (imported.length === 0) continue;
    const absolute = path.join(root, file);
    const original = await readFile(absolute, "utf8");
    let code = original;
    for (const i of imported) {
      const statement = `import"${importSpecifier(file, i.path)}";`;
      if (i.kind === "import-statement" && code.includes(statement)) {
        code = code.replaceAll(statement, " ".repeat(statement.length));
        blanked.set(file, (blanked.get(file) ?? new Set()).add(i.path));
      } else {
        kept.add(i.path);
      }
    }
    if (code !== original) await writeFile(absolute, code);
  }
  for (const [file, gone] of blanked) {
    const output = metafile.outputs[file]!;
    output.imports = output.imports.filter((i) => !gone.has(i.path) || kept.has(i.path));
  }
  let dropped = 0;
  for (const file of empty) {
    if (kept.has(file)) continue;
    delete metafile.outputs[file];
    delete metafile.outputs[`${file}.map`];
    await rm(path.join(root, file), { force: true });
    await rm(path.join(root, `${file}.map`), { force: true });
    dropped++;
  }
  return dropped;
}

/** How esbuild writes the import of `target` in `importer`: relative, with forward slashes, from `./` on. */
function importSpecifier(importer: string, target: string): string {
  const relative = path.relative(path.dirname(importer), target).split(path.sep).join("/");
  return relative.startsWith(".") ? relative : `./${relative}`;
}
