import * as esbuild from "esbuild";
import path from "node:path";
import type { ValidSample } from "../../contract/manifest";
import { byLevelThenName, isSharedFile } from "./shared-folders";

/** What a sample is made of, found from its imports (esbuild's metafile), never from a hand-kept list. */
export interface SampleImports {
  /** The `_shared/` files it imports at any level, directly or through other files (paths from the root), in level order. */
  shared: string[];
  /** The npm packages its own and shared files import by name (`igniteui-react-charts`, `react`); empty when packages were bundled. */
  packages: string[];
}

/** Each sample's imports, keyed by the sample's folder. */
export type SampleImportGraph = ReadonlyMap<string, SampleImports>;

/** `@scope/name/deep/path` → `@scope/name`; `name/deep` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/**
 * One esbuild pass over every sample with packages left external: fast (no package is parsed), and
 * the metafile holds both the sample-side import graph and every package name it imports.
 */
export async function scanSampleImports(root: string, samples: readonly ValidSample[]): Promise<SampleImportGraph> {
  if (samples.length === 0) return new Map();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: samples.map((s) => path.join(root, s.dir, "index.tsx")),
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    format: "esm",
    jsx: "automatic",
    outdir: path.join(root, ".cache/sample-imports"),
    loader: { ".css": "empty" },
    logLevel: "silent",
  });
  return readSampleImports(result.metafile, samples);
}

/**
 * The graph as a metafile holds it: that of scanSampleImports, or of a build that bundled the samples
 * (which knows the `_shared/` files but names no package, since it followed them into node_modules).
 */
export function readSampleImports(metafile: esbuild.Metafile, samples: readonly ValidSample[]): SampleImportGraph {
  const graph = new Map<string, SampleImports>();
  for (const sample of samples) {
    const shared = new Set<string>();
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const edge of metafile.inputs[file]?.imports ?? []) {
        if (edge.external) {
          if (!edge.path.startsWith(".") && !edge.path.startsWith("/")) packages.add(packageName(edge.path));
          continue;
        }
        if (!edge.path.startsWith("samples/")) continue;
        if (isSharedFile(edge.path)) shared.add(edge.path);
        visit(edge.path);
      }
    };
    visit(`${sample.dir}/index.tsx`);
    graph.set(sample.dir, { shared: [...shared].sort(byLevelThenName), packages: [...packages].sort() });
  }
  return graph;
}
