import * as esbuild from "esbuild";
import path from "node:path";
import type { SampleCssImports } from "./esbuild-options";

/**
 * Builds every stylesheet that samples import, each on its own (minified, its fonts and images
 * copied), and returns each source CSS path's output path relative to `outdir`'s parent.
 */
export async function buildSampleCss(root: string, outdir: string, imports: SampleCssImports, minify: boolean): Promise<Map<string, string>> {
  const sources = [...new Set([...imports.values()].flatMap((set) => [...set]))].sort();
  const urls = new Map<string, string>();
  if (sources.length === 0) return urls;
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: sources,
    outdir,
    outbase: root,
    bundle: true,
    minify,
    metafile: true,
    logLevel: "silent",
    entryNames: "css/[name]-[hash]",
    assetNames: "media/[name]-[hash]",
    loader: { ".woff": "file", ".woff2": "file", ".ttf": "file", ".svg": "file", ".png": "file", ".jpg": "file" },
  });
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (output.entryPoint) urls.set(output.entryPoint, path.relative(path.dirname(outdir), path.resolve(root, file)).split(path.sep).join("/"));
  }
  return urls;
}
