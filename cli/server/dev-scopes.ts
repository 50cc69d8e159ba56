import type { Plugin } from "esbuild";
import { existsSync } from "node:fs";
import path from "node:path";

/** Where the page asks `gallery dev` to build a package scope of the Edit panel it has not built yet. */
export const SCOPE_ACTIVATE_PATH = "/__gallery/activate-scope";

/** The folder of the Edit panel's scope modules, one per package, and the module that loads them. */
const SCOPES_DIR = "shell/live/scopes";
const SCOPE_LOADER = /[\\/]shell[\\/]live[\\/]scope\.ts$/;
const SCOPE_IMPORT = /^\.\/scopes\/([a-z0-9.-]+)$/;
const NAMESPACE = "dev-scope";

/** A scope module's name (its file under shell/live/scopes/, without .ts) when the project has it. */
export function isScopeName(root: string, name: string): boolean {
  return /^[a-z0-9.-]+$/.test(name) && existsSync(path.join(root, SCOPES_DIR, `${name}.ts`));
}

/**
 * The Edit panel's scopes hold whole package namespaces: all of them at once were 13,000 modules
 * and 60 MB of output that `gallery dev` built at start and again on every save (start 23 s instead
 * of 3). So a scope is compiled only once the page asks for it, as a sample is: until then its
 * import in shell/live/scope.ts is a module that asks the server for it and never settles; the
 * server builds it in and reloads the page, which runs the Edit panel again with the real scope.
 * A reload, not a swap: the new entry moves the package modules it shares with the open samples
 * into other chunks, and the page must not run a second copy of them.
 */
export function devScopesPlugin(active: ReadonlySet<string>): Plugin {
  return {
    name: "dev-scopes",
    setup(build) {
      build.onResolve({ filter: SCOPE_IMPORT }, (args) => {
        const name = SCOPE_IMPORT.exec(args.path)![1]!;
        if (!SCOPE_LOADER.test(args.importer) || active.has(name)) return undefined;
        return { path: name, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `// gallery dev: this scope is compiled on request; the page reloads when it is in.
console.info(${JSON.stringify(`gallery dev: compiling the edit scope ${args.path}; the page reloads when it is ready`)});
void fetch(${JSON.stringify(SCOPE_ACTIVATE_PATH)} + "?name=" + ${JSON.stringify(encodeURIComponent(args.path))}, { method: "POST" });
await new Promise(() => undefined);
`,
        loader: "js",
      }));
    },
  };
}
