import fg from "fast-glob";
import { cp } from "node:fs/promises";
import path from "node:path";
import { staticDataPath } from "../catalog/served-data";

/** Every served data file (see staticDataPath): its path under the output folder to its path under samples/. */
export async function staticDataFiles(root: string): Promise<Map<string, string>> {
  const files = await fg(["**/public/**"], { cwd: path.join(root, "samples"), onlyFiles: true });
  const served = new Map<string, string>();
  for (const file of files.sort()) {
    const target = staticDataPath(file);
    if (target) served.set(target, file);
  }
  return served;
}

/**
 * Copies every `public/` folder of samples/ to `<out>/data/` (see staticDataPath), so a sample
 * fetches its data from the gallery's own origin (samples/_shared/site-data.ts), never from an outside host.
 */
export async function copyStaticData(root: string, outDir: string): Promise<void> {
  const served = await staticDataFiles(root);
  await Promise.all([...served].map(([target, file]) => cp(path.join(root, "samples", file), path.join(outDir, target))));
}
