import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { componentManifestSchema } from "../../../contract/controls-manifest";
import { manifestFiles } from "../../../cli/controls/controls-manifests";
import { readDeclarations } from "../../../cli/controls/declarations";

const ROOT = process.cwd();

describe("the Controls manifests read from the packages' declarations", () => {
  it("pins a chart's (a React class component) and a web component's manifest, as committed", { timeout: 120_000 }, async () => {
    const modules = new Map([
      ["IgrButton", "igniteui-react"],
      ["IgrCategoryChart", "igniteui-react-charts"],
      ["IgrNotAComponent", "igniteui-react"],
    ]);
    const { found, missing } = await readDeclarations(ROOT, modules);
    expect(missing).toEqual(["IgrNotAComponent"]);
    const [button, chart] = found;

    const property = (name: string, of = chart!) => of.properties.find((p) => p.name === name);
    expect(property("chartType")).toMatchObject({ kind: "enum", declaredBy: "IIgrCategoryChartProps" });
    expect(property("chartType")!.members).toEqual(expect.arrayContaining(["Line", "Area", "Column", "StepLine", "Auto"]));
    expect(property("isHorizontalZoomEnabled")).toMatchObject({ kind: "boolean" });
    expect(property("transitionInDuration")).toMatchObject({ kind: "number" });
    expect(property("transitionInDuration")!.range).toBeUndefined();
    // A range stated by the JSDoc ("between 0 and 1") gives the number a slider.
    expect(property("xAxisMinorInterval")).toMatchObject({ kind: "number", range: { min: 0, max: 1 } });
    expect(property("brushes")).toMatchObject({ kind: "code" });
    expect(property("titleTextColor")).toMatchObject({ kind: "brush" });
    expect(property("dataSource")).toMatchObject({ kind: "code" });
    expect(property("children")).toBeUndefined();

    expect(property("variant", button)).toEqual({
      name: "variant",
      kind: "enum",
      type: "ButtonVariant",
      members: ["contained", "fab", "flat", "outlined"],
      summary: "The variant of the button which determines its visual appearance.",
      default: "'contained'",
      declaredBy: "IgcButtonComponent",
    });
    expect(property("disabled", button)).toMatchObject({ kind: "boolean", default: "false" });
    // React's and Lit's members are not the component's properties.
    expect(property("className", button)).toBeUndefined();
    expect(property("renderRoot", button)).toBeUndefined();
    expect(property("click", button)).toBeUndefined();

    // The committed files are what the packages' declarations give now (else: run `gallery controls`).
    for (const file of manifestFiles(found)) {
      expect(readFileSync(file.path, "utf8"), `${file.path} is stale: run \`node bin/gallery.mjs controls\``).toBe(file.content);
      expect(componentManifestSchema.parse(JSON.parse(file.content)).component).toMatch(/^Igr/);
    }
  });
});
