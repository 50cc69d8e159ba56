import fg from "fast-glob";
import { cp } from "node:fs/promises";
import path from "node:path";
import { staticDataPath } from "../catalog/served-data";

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
