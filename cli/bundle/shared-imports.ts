import type { Metafile } from "esbuild";
import type { ValidSample } from "../../contract/manifest";
import type { SampleSources } from "../export/sources";

const SHARED_SEGMENT = /(^|\/)_shared\//;

/**
 * For each sample (by folder), the `_shared/` files it imports at any level, directly or through other
 * files, read from esbuild's metafile: paths relative to the project root, sorted by level then name.
 */
export function sharedImportsBySample(metafile: Metafile, samples: readonly ValidSample[]): Map<string, string[]> {
  const bySample = new Map<string, string[]>();
  for (const sample of samples) {
    const found = new Set<string>();
    const seen = new Set<string>();
    const visit = (input: string) => {
      if (seen.has(input)) return;
      seen.add(input);
      for (const { path } of metafile.inputs[input]?.imports ?? []) {
        if (!path.startsWith("samples/")) continue;
        if (SHARED_SEGMENT.test(path)) found.add(path);
        visit(path);
      }
    };
    visit(`${sample.dir}/index.tsx`);
    bySample.set(sample.dir, [...found].sort(byLevelThenName));
  }
  return bySample;
}

/**
 * The same lists from the export's pass over the samples' own import graph, in the same order. The
 * shell bundle's metafile misses a `_shared/` barrel (`_shared/controls/index.ts`): its direct
 * imports go past it to the files that define each name. The code view and the Edit panel must show
 * every file the exported project holds, barrels included.
 */
export function sharedFilesBySample(sources: ReadonlyMap<string, SampleSources>): Map<string, string[]> {
  return new Map([...sources].map(([dir, found]) => [dir, [...found.shared].sort(byLevelThenName)]));
}

/** samples/_shared first, then the group's, then the component's: the order a reader climbs down. */
function byLevelThenName(a: string, b: string): number {
  const depth = (p: string) => p.split("/").length;
  return depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0);
}
