import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { sharedFilesBySample, sharedImportsBySample } from "../../../cli/bundle/shared-imports";
import type { ValidSample } from "../../../contract/manifest";

const input = (...imports: string[]) => ({ bytes: 1, imports: imports.map((path) => ({ path, kind: "import-statement" as const })) });

describe("sharedImportsBySample", () => {
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
    const shared = sharedImportsBySample(metafile, samples);
    expect(shared.get("samples/grids/grid/a")).toEqual([
      "samples/_shared/controls.tsx",
      "samples/_shared/random.ts",
      "samples/grids/_shared/controls.tsx",
      "samples/grids/grid/_shared/products.ts",
    ]);
    expect(shared.get("samples/grids/grid/b")).toEqual([]);
  });
});

describe("sharedFilesBySample", () => {
  it("keeps every file the export's pass found, a _shared/ barrel included, in level order", () => {
    const sources = new Map([
      ["samples/gauges/radial-gauge/a", { shared: ["samples/_shared/controls/index.ts", "samples/_shared/controls/layout.tsx", "samples/gauges/_shared/controls.tsx"].reverse(), packages: [] }],
    ]);
    expect(sharedFilesBySample(sources).get("samples/gauges/radial-gauge/a")).toEqual([
      "samples/_shared/controls/index.ts",
      "samples/_shared/controls/layout.tsx",
      "samples/gauges/_shared/controls.tsx",
    ]);
  });
});
