import { cp } from "node:fs/promises";
import path from "node:path";
import { staticDataFiles } from "../bundle/static-data";

/**
 * `gallery dev` copies a sample's data file (a `public/` folder, see staticDataPath) when a page
 * asks for it, from samples/ as it is then: the start copies nothing (the glob over every sample
 * folder and the copy cost 240 ms of it), and an edited data file is served as edited.
 * Returns that work for a request under `<base>data/`, undefined for any other.
 */
export function devStaticData(root: string, outDir: string, base: string): (pathname: string) => Promise<void> | undefined {
  let served: Promise<Map<string, string>> | undefined;
  const find = async (target: string, fresh: boolean) => {
    if (fresh || !served) served = staticDataFiles(root);
    return (await served).get(target);
  };
  return (pathname) => {
    if (!pathname.startsWith(`${base}data/`)) return undefined;
    const target = pathname.slice(base.length);
    return (async () => {
      // A file added since the last look is found by looking again.
      const source = (await find(target, false)) ?? (await find(target, true));
      if (source) await cp(path.join(root, "samples", source), path.join(outDir, target));
    })();
  };
}
