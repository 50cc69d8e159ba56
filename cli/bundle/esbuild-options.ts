import type { BuildOptions, Plugin } from "esbuild";
import path from "node:path";
import { directImportsPlugin } from "./direct-imports";

/** Which stylesheets each sample module imports: source module → CSS files (paths relative to the root). */
export type SampleCssImports = Map<string, Set<string>>;

/**
 * Takes the stylesheets that samples import out of the JS bundle: esbuild would merge the CSS of
 * lazily loaded chunks into the entry's stylesheet, applying every sample's rules on every page.
 * Each import becomes an empty module and is recorded, so the build can emit the stylesheet on its
 * own and the shell can add it while the sample is shown (see assets.ts and sample-css.ts).
 */
export function sampleCssPlugin(root: string, imports: SampleCssImports): Plugin {
  return {
    name: "sample-css",
    setup(build) {
      build.onStart(() => imports.clear());
      build.onResolve({ filter: /\.css$/ }, (args) => {
        const importer = path.relative(root, args.importer).split(path.sep).join("/");
        if (!importer.startsWith("samples/")) return undefined;
        const css = path.relative(root, path.resolve(args.resolveDir, args.path)).split(path.sep).join("/");
        imports.set(importer, (imports.get(importer) ?? new Set()).add(css));
        return { path: css, namespace: "sample-css" };
      });
      build.onLoad({ filter: /.*/, namespace: "sample-css" }, () => ({ contents: "", loader: "js" }));
    },
  };
}

export type BuildMode = "production" | "development";

/**
 * One set of esbuild options for the dev server and the production build, so both bundle alike.
 * `sourcemaps` asks a production build for maps: beside the chunks, not linked from them (browsers
 * never fetch them), for `gallery verify` to name the source file and line of an error. A build to
 * serve has no use for them, and they cost a quarter of esbuild's time (938 samples: 21.4 -> 15.5 s).
 */
export function shellBuildOptions(root: string, outdir: string, mode: BuildMode, cssImports: SampleCssImports, sourcemaps = false): BuildOptions {
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
    sourcemap: !production ? "linked" : sourcemaps ? "external" : false,
    sourcesContent: !production,
    metafile: true,
    write: true,
    logLevel: "silent",
    legalComments: "none",
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    assetNames: "media/[name]-[hash]",
    loader: { ".woff": "file", ".woff2": "file", ".ttf": "file", ".eot": "file", ".svg": "file", ".png": "file" },
    // Direct imports in both: they shrink what each sample downloads, and in dev they keep a
    // rebuild to the modules the open samples use (a gauge's rebuild ~900 -> ~250 ms).
    plugins: [sampleCssPlugin(root, cssImports), directImportsPlugin(root)],
    define: { "process.env.NODE_ENV": JSON.stringify(mode), "import.meta.env.PROD": String(production) },
  };
}
