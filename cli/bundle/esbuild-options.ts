import type { BuildOptions } from "esbuild";
import path from "node:path";

export type BuildMode = "production" | "development";

/** One set of esbuild options for the dev server and the production build, so both bundle alike. */
export function shellBuildOptions(root: string, outdir: string, mode: BuildMode): BuildOptions {
  const production = mode === "production";
  return {
    absWorkingDir: root,
    entryPoints: { main: path.join(root, "shell/main.tsx") },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["chrome120", "firefox120", "safari17"],
    jsx: "automatic",
    minify: production,
    sourcemap: production ? false : "linked",
    metafile: true,
    write: true,
    logLevel: "silent",
    legalComments: "none",
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    assetNames: "media/[name]-[hash]",
    loader: { ".woff": "file", ".woff2": "file", ".ttf": "file", ".eot": "file", ".svg": "file", ".png": "file" },
    define: { "process.env.NODE_ENV": JSON.stringify(mode), "import.meta.env.PROD": String(production) },
  };
}
