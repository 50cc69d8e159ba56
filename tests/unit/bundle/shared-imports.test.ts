import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { sharedImportsBySample } from "../../../cli/bundle/shared-imports";
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
