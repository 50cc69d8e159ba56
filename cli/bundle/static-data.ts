import fg from "fast-glob";
import { cp } from "node:fs/promises";
import path from "node:path";

/**
 * Where a file under samples/ is served: a `public/` folder beside the samples that own it, in a
 * sample's folder or in a `_shared/` folder at any level, maps to `data/` plus that level's path
 * (`samples/grids/grid/_shared/public/a.json` → `data/grids/grid/a.json`). Null for other files.
 */
export function staticDataPath(fileInSamples: string): string | null {
  const parts = fileInSamples.split("/");
  const at = parts.indexOf("public");
  if (at < 0 || at === parts.length - 1) return null;
  const level = parts.slice(0, at).filter((p) => p !== "_shared");
  const owner = parts.slice(0, at);
  // Only a sample folder (three levels) or a _shared folder owns served data.
  if (owner.length !== 3 && owner[owner.length - 1] !== "_shared") return null;
  return ["data", ...level, ...parts.slice(at + 1)].join("/");
}

/**
 * Copies every `public/` folder of samples/ to `<out>/data/` (see staticDataPath), so a sample
 * fetches its data from the gallery's own origin (samples/_shared/site-data.ts), never from an outside host.
 */
export async function copyStaticData(root: string, outDir: string): Promise<void> {
  const files = await fg(["**/public/**"], { cwd: path.join(root, "samples"), onlyFiles: true });
  await Promise.all(
    files.sort().map(async (file) => {
      const target = staticDataPath(file);
      if (target) await cp(path.join(root, "samples", file), path.join(outDir, target));
    }),
  );
}
