import type { Plugin } from "esbuild";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where the page asks `gallery dev` to build a package scope of the Edit panel it has not built yet. */
export const SCOPE_ACTIVATE_PATH = "/__gallery/activate-scope";

/** The folder of the Edit panel's scope modules, one per package, and the module that loads them. */
const SCOPES_DIR = "shell/live/scopes";
const SCOPE_LOADER = /[\\/]shell[\\/]live[\\/]scope\.ts$/;
const SCOPE_IMPORT = /^\.\/scopes\/([a-z0-9.-]+)$/;
const NAMESPACE = "dev-scope";
const PANEL_NAMESPACE = "dev-panel";

/**
 * The panels `gallery dev` also compiles on request: their editor, compiler, runner and the
 * controls' manifests were half a second of every start. By name: the module and where it is imported.
 */
const PANELS: Readonly<Record<string, { file: string; importer: RegExp; specifier: string }>> = {
  "edit-panel": { file: "shell/live/edit-panel.tsx", importer: /[\\/]shell[\\/]live[\\/]panel\.ts$/, specifier: "./edit-panel" },
  "controls-panel": { file: "shell/controls/controls-panel.tsx", importer: /[\\/]shell[\\/]controls[\\/]panel\.ts$/, specifier: "./controls-panel" },
};

/** A scope module's name (its file under shell/live/scopes/, without .ts) or a panel's, when the project has it. */
export function isScopeName(root: string, name: string): boolean {
  if (Object.hasOwn(PANELS, name)) return true;
  return /^[a-z0-9.-]+$/.test(name) && existsSync(path.join(root, SCOPES_DIR, `${name}.ts`));
}

/** What the rebuild that compiles `name` is logged as. */
export const compiledPart = (name: string) => (Object.hasOwn(PANELS, name) ? `compiled ${name}` : `compiled edit scope ${name}`);

/** A request for `name` from the page, then a promise that never settles: the page reloads when the server has built it. */
const activation = (name: string) =>
  `console.info(${JSON.stringify(`gallery dev: compiling ${name}; the page reloads when it is ready`)});
void fetch(${JSON.stringify(SCOPE_ACTIVATE_PATH)} + "?name=" + ${JSON.stringify(encodeURIComponent(name))}, { method: "POST" });`;

/**
 * The Edit panel's scopes hold whole package namespaces: all of them at once were 13,000 modules
 * and 60 MB of output that `gallery dev` built at start and again on every save (start 23 s instead
 * of 3). So a scope is compiled only once the page asks for it, as a sample is: until then its
 * import in shell/live/scope.ts is a module that asks the server for it and never settles; the
 * server builds it in and reloads the page, which runs the Edit panel again with the real scope.
 * A reload, not a swap: the new entry moves the package modules it shares with the open samples
 * into other chunks, and the page must not run a second copy of them.
 */
export function devScopesPlugin(root: string, active: ReadonlySet<string>): Plugin {
  return {
    name: "dev-scopes",
    setup(build) {
      build.onResolve({ filter: SCOPE_IMPORT }, (args) => {
        const name = SCOPE_IMPORT.exec(args.path)![1]!;
        if (!SCOPE_LOADER.test(args.importer) || active.has(name)) return undefined;
        return { path: name, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `// gallery dev: this scope is compiled on request; the page reloads when it is in.\n${activation(args.path)}\nawait new Promise(() => undefined);\n`,
        loader: "js",
      }));
      const panelFilter = new RegExp(`^(?:${Object.values(PANELS).map((panel) => panel.specifier.replace(/[.]/g, "\\.")).join("|")})$`);
      build.onResolve({ filter: panelFilter }, (args) => {
        const name = Object.keys(PANELS).find((key) => PANELS[key]!.specifier === args.path && PANELS[key]!.importer.test(args.importer));
        if (!name || active.has(name)) return undefined;
        return { path: name, namespace: PANEL_NAMESPACE };
      });
      // The panel's own exports, each a function that asks for the panel and gives a component saying so:
      // importing it (a pointer passing over the button) asks for nothing, opening the panel does.
      build.onLoad({ filter: /.*/, namespace: PANEL_NAMESPACE }, (args) => {
        const source = readFileSync(path.join(root, PANELS[args.path]!.file), "utf8");
        const names = [...source.matchAll(/^export function (\w+)/gm)].map((match) => match[1]!);
        const stubs = names.map((name) => `export function ${name}() {\n  ask();\n  return Compiling;\n}`);
        return {
          contents: `// gallery dev: this panel is compiled on request; the page reloads when it is in.
let asked = false;
const ask = () => {
  if (asked) return;
  asked = true;
  ${activation(args.path)}
};
const Compiling = () => ${JSON.stringify(`Compiling the ${args.path.replace("-", " ")}: the page reloads when it is ready.`)};
${stubs.join("\n")}
`,
          loader: "js",
          watchFiles: [path.join(root, PANELS[args.path]!.file)],
        };
      });
    },
  };
}
