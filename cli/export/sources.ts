import * as esbuild from "esbuild";
import path from "node:path";
import type { ValidSample } from "../../contract/manifest";

/** What a sample is made of, found from its imports (esbuild's metafile), never from a hand-kept list. */
export interface SampleSources {
  /** The `_shared/` files it imports at any level, directly or through other files (paths from the root). */
  shared: string[];
  /** The npm packages its own and shared files import by name (`igniteui-react-charts`, `react`). */
  packages: string[];
}

/** `@scope/name/deep/path` → `@scope/name`; `name/deep` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/**
 * One esbuild pass over every sample with packages left external: fast (no package is parsed), and
 * the metafile holds both the sample-side import graph and every package name it imports.
 */
export async function collectSources(root: string, samples: readonly ValidSample[]): Promise<Map<string, SampleSources>> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: samples.map((s) => path.join(root, s.dir, "index.tsx")),
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    format: "esm",
    jsx: "automatic",
    outdir: path.join(root, ".cache/export-sources"),
    loader: { ".css": "empty" },
    logLevel: "silent",
  });
  const inputs = result.metafile.inputs;
  const bySample = new Map<string, SampleSources>();
  for (const sample of samples) {
    const shared = new Set<string>();
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const edge of inputs[file]?.imports ?? []) {
        if (edge.external) {
          if (!edge.path.startsWith(".") && !edge.path.startsWith("/")) packages.add(packageName(edge.path));
          continue;
        }
        if (!edge.path.startsWith("samples/")) continue;
        if (/(^|\/)_shared\//.test(edge.path)) shared.add(edge.path);
        visit(edge.path);
      }
    };
    visit(`${sample.dir}/index.tsx`);
    bySample.set(sample.dir, { shared: [...shared].sort(), packages: [...packages].sort() });
  }
  return bySample;
}
