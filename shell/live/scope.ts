import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import type { Scope } from "./runner";

/**
 * What edited code may import by package name, each loaded on the first Edit that needs it. Each is
 * the whole namespace (an edit may use a component the sample did not), built into the same bundle
 * as the samples, so it shares their modules: one React, one registry of Ignite UI components. Only
 * the namespaces a sample's files import are loaded. Each is a module of scopes/ (see
 * react-modules.ts for why). React is in the first page already: imported here statically, as a
 * dynamic import would make it an entry point, a chunk of its own.
 */
export const scopeLoaders: Readonly<Record<string, () => Promise<unknown>>> = {
  react: () => Promise.resolve(React),
  "react/jsx-runtime": () => Promise.resolve(jsxRuntime),
  "react-dom": () => Promise.resolve(ReactDOM),
  "igniteui-react": () => import("./scopes/igniteui-react"),
  "igniteui-react/grid-lite": () => import("./scopes/igniteui-react-grid-lite"),
  "igniteui-react-charts": () => import("./scopes/igniteui-react-charts"),
  "igniteui-react-core": () => import("./scopes/igniteui-react-core"),
  "igniteui-react-dashboards": () => import("./scopes/igniteui-react-dashboards"),
  "igniteui-react-data-grids": () => import("./scopes/igniteui-react-data-grids"),
  "igniteui-react-dockmanager": () => import("./scopes/igniteui-react-dockmanager"),
  "igniteui-react-excel": () => import("./scopes/igniteui-react-excel"),
  "igniteui-react-gauges": () => import("./scopes/igniteui-react-gauges"),
  "igniteui-react-grids": () => import("./scopes/igniteui-react-grids"),
  "igniteui-react-inputs": () => import("./scopes/igniteui-react-inputs"),
  "igniteui-react-layouts": () => import("./scopes/igniteui-react-layouts"),
  "igniteui-react-maps": () => import("./scopes/igniteui-react-maps"),
  "igniteui-react-spreadsheet": () => import("./scopes/igniteui-react-spreadsheet"),
  "igniteui-react-spreadsheet-chart-adapter": () => import("./scopes/igniteui-react-spreadsheet-chart-adapter"),
  "topojson-client": () => import("./scopes/topojson-client"),
  "world-atlas/countries-110m.json": () => import("./scopes/world-atlas-countries-110m"),
};

export const scopeSpecifiers = Object.keys(scopeLoaders);

const loaded = new Map<string, Promise<unknown>>();

/**
 * The namespaces of the given specifiers (each fetched once per page), as the runner's scope. Where
 * `covered` gives one (the names a sample's chunk exports, when they hold all the code uses), that
 * is used instead of the whole namespace.
 */
export async function loadScope(specifiers: readonly string[], covered?: (specifier: string) => object | undefined): Promise<Scope> {
  const entries = await Promise.all(
    specifiers.map(async (specifier) => {
      const part = covered?.(specifier);
      if (part) return [specifier, part] as const;
      const loader = scopeLoaders[specifier];
      if (!loader) throw new Error(`"${specifier}" is not in the edit scope`);
      let promise = loaded.get(specifier);
      if (!promise) {
        promise = loader();
        loaded.set(specifier, promise);
        promise.catch(() => loaded.delete(specifier));
      }
      return [specifier, await promise] as const;
    }),
  );
  return Object.fromEntries(entries);
}
