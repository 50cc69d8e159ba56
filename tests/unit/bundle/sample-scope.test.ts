import { transform } from "sucrase";
import { describe, expect, it } from "vitest";
import { isSampleEntry } from "../../../cli/bundle/sample-scope";
import { resolveRelative } from "../../../contract/resolve-relative";
import { coveredNamespace, runnerTransform, sampleScopeSource, usedPackageNames, type UsedNames } from "../../../contract/sample-scope";

/** usedPackageNames over an in-memory sample, compiled as the runner compiles. */
function used(files: Record<string, string>, entry = "g/c/s/index.tsx"): UsedNames {
  const names = new Set(Object.keys(files));
  return usedPackageNames(entry, {
    read: (file) => files[file],
    resolve: (from, specifier) => resolveRelative(from, specifier, names),
    compile: (file, text) => transform(text, runnerTransform(file)).code,
  });
}

const plain = (names: UsedNames) => Object.fromEntries([...names].map(([k, v]) => [k, v === "all" ? "all" : [...v].sort()]));

describe("usedPackageNames", () => {
  it("takes the names used as values, not those used only as types", () => {
    const names = used({
      "g/c/s/index.tsx": `import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, type IIgrCategoryChartProps, IgrLegend } from "igniteui-react-charts";
IgrCategoryChartModule.register();
const props: Partial<IIgrCategoryChartProps> = {};
let legend: IgrLegend | null = null;
export default function S() { const [v] = useState(0); return <IgrCategoryChart {...props} height={String(v)} />; }`,
    });
    expect(plain(names)).toEqual({ react: ["useState"], "igniteui-react-charts": ["IgrCategoryChart", "IgrCategoryChartModule"], "react/jsx-runtime": ["jsx"] });
  });

  it("follows a barrel's re-exports only for the names its importer takes", () => {
    const names = used({
      "g/c/s/index.tsx": `import { SelectControl } from "../../_shared/controls";\nexport default function S() { return <SelectControl />; }`,
      "g/_shared/controls.tsx": `export { SelectControl } from "./controls/select";\nexport { SliderControl as Slider } from "./controls/slider";\nexport type { Option } from "./controls/options";`,
      "g/_shared/controls/select.tsx": `import { IgrSelect } from "igniteui-react";\nexport function SelectControl() { return <IgrSelect />; }`,
      "g/_shared/controls/slider.tsx": `import { IgrSlider } from "igniteui-react";\nexport function SliderControl() { return <IgrSlider />; }`,
    });
    expect(names.get("igniteui-react")).toEqual(new Set(["IgrSelect"]));
  });

  it("follows a renamed re-export, `export *`, a default import and a bare import", () => {
    const names = used({
      "g/c/s/index.tsx": `import Chart, { Slider } from "./parts";\nimport "./register";\nexport default function S() { return <><Chart /><Slider /></>; }`,
      "g/c/s/parts.tsx": `export { default } from "./chart";\nexport * from "./more";`,
      "g/c/s/chart.tsx": `import { IgrPieChart } from "igniteui-react-charts";\nexport default function Chart() { return <IgrPieChart />; }`,
      "g/c/s/more.tsx": `export { SliderControl as Slider } from "./slider";`,
      "g/c/s/slider.tsx": `import { IgrSlider } from "igniteui-react";\nexport function SliderControl() { return <IgrSlider />; }`,
      "g/c/s/register.ts": `import { IgrPieChartModule } from "igniteui-react-charts";\nIgrPieChartModule.register();`,
    });
    expect(plain(names)["igniteui-react-charts"]).toEqual(["IgrPieChart", "IgrPieChartModule"]);
    expect(plain(names)["igniteui-react"]).toEqual(["IgrSlider"]);
  });

  it("says a namespace import or a package's `export *` needs the whole namespace, and a default import `default`", () => {
    const names = used({
      "g/c/s/index.tsx": `import * as charts from "igniteui-react-charts";\nimport world from "world-atlas/countries-110m.json";\nexport * from "igniteui-react-core";\nexport default function S() { return <charts.IgrPieChart data={world} />; }`,
    });
    expect(names.get("igniteui-react-charts")).toBe("all");
    expect(names.get("igniteui-react-core")).toBe("all");
    expect(names.get("world-atlas/countries-110m.json")).toEqual(new Set(["default"]));
  });
});

describe("coveredNamespace", () => {
  const scope = { "igniteui-react": { IgrSelect: 1, IgrButton: 2 } };
  it("gives the sample's names when they hold every name the code uses, and nothing otherwise", () => {
    expect(coveredNamespace(scope, new Map([["igniteui-react", new Set(["IgrSelect"])]]), "igniteui-react")).toBe(scope["igniteui-react"]);
    expect(coveredNamespace(scope, new Map([["igniteui-react", new Set(["IgrSelect", "IgrSlider"])]]), "igniteui-react")).toBeUndefined();
    expect(coveredNamespace(scope, new Map([["igniteui-react", "all"]]), "igniteui-react")).toBeUndefined();
    expect(coveredNamespace(scope, new Map(), "igniteui-react")).toBeUndefined();
    expect(coveredNamespace(undefined, new Map([["igniteui-react", new Set(["IgrSelect"])]]), "igniteui-react")).toBeUndefined();
  });
});

describe("sampleScopeSource", () => {
  it("imports each used name and exports them by package, leaving out React and whole namespaces", () => {
    const source = sampleScopeSource(
      new Map<string, Set<string> | "all">([
        ["igniteui-react-charts", new Set(["IgrPieChart", "IgrLegend"])],
        ["react", new Set(["useState"])],
        ["igniteui-react-core", "all"],
        ["world-atlas/countries-110m.json", new Set(["default"])],
      ]),
      new Set(["react"]),
    );
    expect(source).toContain(`import { IgrLegend as __galleryScope0, IgrPieChart as __galleryScope1 } from "igniteui-react-charts";`);
    expect(source).toContain(`import { default as __galleryScope2 } from "world-atlas/countries-110m.json";`);
    expect(source).toContain(
      `export const __galleryScope = { "igniteui-react-charts": { "IgrLegend": __galleryScope0, "IgrPieChart": __galleryScope1 }, "world-atlas/countries-110m.json": { "default": __galleryScope2 } };`,
    );
    expect(source).not.toContain("react\"");
    expect(source).not.toContain("igniteui-react-core");
  });

  it("knows a sample's entry from its other files", () => {
    expect(isSampleEntry("samples/charts/pie-chart/overview/index.tsx")).toBe(true);
    expect(isSampleEntry("samples/charts/_shared/controls/index.tsx")).toBe(false);
    expect(isSampleEntry("samples/charts/pie-chart/overview/chart.tsx")).toBe(false);
    expect(isSampleEntry("shell/main/x/y/index.tsx")).toBe(false);
  });
});
