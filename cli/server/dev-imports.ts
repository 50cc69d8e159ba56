import type { Plugin } from "esbuild";
import { sampleModuleSpecifier } from "../catalog/emit";

/** Where the page asks `gallery dev` to compile a sample it has not compiled yet. */
export const ACTIVATE_PATH = "/__gallery/activate";

/**
 * The dev server's lazy import map: only the samples opened since it started are compiled into the
 * bundle; any other entry asks the server to compile it, and the server's reload brings it in. So a
 * rebuild costs what the open samples cost, not what a thousand samples would. It runs first, so no
 * later plugin loads a generated file before the catalog is written.
 */
export function devImportsPlugin(active: ReadonlySet<string>, allIds: () => readonly string[], catalogReady: () => Promise<unknown>): Plugin {
  return {
    name: "dev-imports",
    setup(build) {
      // The build starts while the catalog is generated (see dev-build.ts): the generated files are
      // read once it has written them, and the import map once it knows the samples a page asked for.
      // A fresh project has no generated files until the catalog writes them: resolving waits too.
      build.onResolve({ filter: /(^|[\\/])generated[\\/][^\\/]+\.gen(\.ts)?$/ }, async () => {
        await catalogReady();
        return undefined;
      });
      build.onLoad({ filter: /[\\/]generated[\\/][^\\/]+\.gen\.ts$/ }, async (args) => {
        await catalogReady();
        if (!/[\\/]imports\.gen\.ts$/.test(args.path)) return undefined;
        const lines = allIds().map((id) =>
          active.has(id)
            ? `  ${JSON.stringify(id)}: () => import(${JSON.stringify(sampleModuleSpecifier(id))}),`
            : `  ${JSON.stringify(id)}: () => compile(${JSON.stringify(id)}),`,
        );
        const contents = `// gallery dev: samples not opened yet are compiled on request; the page reloads when they are in.
const compile = (id: string) => {
  void fetch(${JSON.stringify(ACTIVATE_PATH)} + "?id=" + encodeURIComponent(id), { method: "POST" });
  return new Promise<never>(() => undefined);
};
export const sampleImports: Record<string, () => Promise<unknown>> = {
${lines.join("\n")}
};
`;
        return { contents, loader: "ts" };
      });
    },
  };
}

const PACKAGES_ENTRY = "gallery-dev-packages";

/**
 * An extra entry that reaches every package module the open samples use. esbuild puts a module in
 * the chunk of the entries that reach it: without this entry a sample's chunk held its own code and
 * every package only it used (1.2 MB for a gauge), so each save sent all of it to the page again,
 * and the swapped-in sample ran a second copy of those packages beside the first (a second
 * registration of the same custom elements). With it, the packages sit in chunks of their own whose
 * names do not change with an edit: a save sends only the sample's own code, and the packages stay
 * the modules they were. The entry is never loaded by the page.
 */
export function devPackagesPlugin(packageFiles: () => readonly string[]): { entry: string; plugin: Plugin } {
  return {
    entry: PACKAGES_ENTRY,
    plugin: {
      name: "dev-packages",
      setup(build) {
        build.onResolve({ filter: new RegExp(`^${PACKAGES_ENTRY}$`) }, () => ({ path: PACKAGES_ENTRY, namespace: PACKAGES_ENTRY }));
        build.onLoad({ filter: /.*/, namespace: PACKAGES_ENTRY }, () => ({
          contents: packageFiles()
            .map((file, i) => `export * as p${i} from ${JSON.stringify(file)};`)
            .join("\n"),
          loader: "js",
          resolveDir: process.cwd(),
        }));
      },
    },
  };
}
