import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { readSampleImports } from "../../../cli/catalog/import-graph";
import type { ValidSample } from "../../../contract/manifest";

const input = (...imports: string[]) => ({ bytes: 1, imports: imports.map((path) => ({ path, kind: "import-statement" as const })) });

describe("readSampleImports", () => {
  it("finds the _shared/ files a sample imports at all three levels, through other files, in level order", () => {
    const metafile: Metafile = {
      outputs: {},
      inputs: {
        "samples/grids/grid/a/index.tsx": input("samples/grids/grid/a/table.tsx", "samples/grids/_shared/controls.tsx", "node_modules/react/index.js"),
        "samples/grids/grid/a/table.tsx": input("samples/grids/grid/_shared/products.ts"),
        "samples/grids/grid/_shared/products.ts": input("samples/_shared/random.ts"),
        "samples/grids/_shared/controls.tsx": input("samples/_shared/controls.tsx", "samples/grids/grid/_shared/products.ts"),
        "samples/_shared/random.ts": input(),
        "samples/_shared/controls.tsx": input("node_modules/igniteui-react/index.js"),
        "samples/grids/grid/b/index.tsx": input("node_modules/react/index.js"),
      },
    };
    const samples = ["a", "b"].map((sample) => ({ group: "grids", component: "grid", sample, dir: `samples/grids/grid/${sample}` })) as ValidSample[];
    const graph = readSampleImports(metafile, samples);
    expect(graph.get("samples/grids/grid/a")?.shared).toEqual([
      "samples/_shared/controls.tsx",
      "samples/_shared/random.ts",
      "samples/grids/_shared/controls.tsx",
      "samples/grids/grid/_shared/products.ts",
    ]);
    expect(graph.get("samples/grids/grid/b")?.shared).toEqual([]);
  });

  it("names the packages a scan left external, by package, and follows no package", () => {
    const external = (path: string) => ({ path, kind: "import-statement" as const, external: true });
    const metafile: Metafile = {
      outputs: {},
      inputs: {
        "samples/maps/map/a/index.tsx": {
          bytes: 1,
          imports: [external("igniteui-react-maps"), external("@scope/pkg/deep/file.js"), { path: "samples/maps/_shared/tiles.ts", kind: "import-statement" }],
        },
        "samples/maps/_shared/tiles.ts": { bytes: 1, imports: [external("topojson-client/dist/x.js"), external("react")] },
      },
    };
    const samples = [{ group: "maps", component: "map", sample: "a", dir: "samples/maps/map/a" }] as ValidSample[];
    expect(readSampleImports(metafile, samples).get("samples/maps/map/a")).toEqual({
      shared: ["samples/maps/_shared/tiles.ts"],
      packages: ["@scope/pkg", "igniteui-react-maps", "react", "topojson-client"],
    });
  });
});
