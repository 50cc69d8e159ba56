import { SHARED_DIR } from "./shared-folders";

/**
 * Where a file under samples/ is served: a `public/` folder beside the samples that own it, in a
 * sample's folder or in a `_shared/` folder at any level, maps to `data/` plus that level's path
 * (`samples/grids/grid/_shared/public/a.json` → `data/grids/grid/a.json`). Null for other files.
 */
export function staticDataPath(fileInSamples: string): string | null {
  const parts = fileInSamples.split("/");
  const at = parts.indexOf("public");
  if (at < 0 || at === parts.length - 1) return null;
  const level = parts.slice(0, at).filter((p) => p !== SHARED_DIR);
  const owner = parts.slice(0, at);
  // Only a sample folder (three levels) or a _shared folder owns served data.
  if (owner.length !== 3 && owner[owner.length - 1] !== SHARED_DIR) return null;
  return ["data", ...level, ...parts.slice(at + 1)].join("/");
}
