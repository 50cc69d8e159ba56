import type { Scope } from "./runner";

/**
 * What edited code may import by package name, each loaded on the first Edit that needs it. Each is
 * the whole namespace (an edit may use a component the sample did not), built into the same bundle
 * as the samples, so it shares their modules: one React, one registry of Ignite UI components. Only
 * the namespaces a sample's files import are loaded.
 */
export const scopeLoaders: Readonly<Record<string, () => Promise<unknown>>> = {
  react: () => import("react"),
  "react/jsx-runtime": () => import("react/jsx-runtime"),
  "react-dom": () => import("react-dom"),
  "igniteui-react": () => import("igniteui-react"),
  "igniteui-react/grid-lite": () => import("igniteui-react/grid-lite"),
  "igniteui-react-charts": () => import("igniteui-react-charts"),
  "igniteui-react-core": () => import("igniteui-react-core"),
  "igniteui-react-dashboards": () => import("igniteui-react-dashboards"),
  "igniteui-react-data-grids": () => import("igniteui-react-data-grids"),
  "igniteui-react-dockmanager": () => import("igniteui-react-dockmanager"),
  "igniteui-react-excel": () => import("igniteui-react-excel"),
  "igniteui-react-gauges": () => import("igniteui-react-gauges"),
  "igniteui-react-grids": () => import("igniteui-react-grids"),
  "igniteui-react-inputs": () => import("igniteui-react-inputs"),
  "igniteui-react-layouts": () => import("igniteui-react-layouts"),
  "igniteui-react-maps": () => import("igniteui-react-maps"),
  "igniteui-react-spreadsheet": () => import("igniteui-react-spreadsheet"),
  "igniteui-react-spreadsheet-chart-adapter": () => import("igniteui-react-spreadsheet-chart-adapter"),
  "topojson-client": () => import("topojson-client"),
  "world-atlas/countries-110m.json": () => import("world-atlas/countries-110m.json"),
};

export const scopeSpecifiers = Object.keys(scopeLoaders);

const loaded = new Map<string, Promise<unknown>>();

/** The namespaces of the given specifiers (each fetched once per page), as the runner's scope. */
export async function loadScope(specifiers: readonly string[]): Promise<Scope> {
  const entries = await Promise.all(
    specifiers.map(async (specifier) => {
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
