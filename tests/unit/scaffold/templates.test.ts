import { describe, expect, it } from "vitest";
import { sampleFunctionName } from "../../../cli/scaffold/code";
import { familyOf, templateFor } from "../../../cli/scaffold/templates";

const slugs = (id: string) => {
  const [group, component, sample] = id.split("/") as [string, string, string];
  return { group, component, sample };
};

describe("templateFor", () => {
  it.each([
    ["gauges/radial-gauge/x", "gauge", "IgrRadialGauge"],
    ["gauges/linear-gauge/x", "gauge", "IgrLinearGauge"],
    ["gauges/bullet-graph/x", "gauge", "IgrBulletGraph"],
    ["charts/category-chart/x", "chart", "IgrCategoryChart"],
    ["charts/data-chart/x", "chart", "IgrDataChart"],
    ["charts/financial-chart/x", "chart", "IgrFinancialChart"],
    ["charts/pie-chart/x", "chart", "IgrPieChart"],
    ["charts/data-pie-chart/x", "chart", "IgrDataPieChart"],
    ["charts/doughnut-chart/x", "chart", "IgrDoughnutChart"],
    ["charts/sparkline/x", "chart", "IgrSparkline"],
    ["charts/tree-map/x", "chart", "IgrTreemap"],
    ["charts/zoomslider/x", "chart", "IgrCategoryChart"],
    ["grids/grid/x", "grid", "IgrGrid"],
    ["grids/tree-grid/x", "grid", "IgrTreeGrid"],
    ["grids/hierarchical-grid/x", "grid", "IgrHierarchicalGrid"],
    ["grids/pivot-grid/x", "grid", "IgrGrid"],
    ["grids/list/x", "web-component", "IgrList"],
    ["maps/geo-map/x", "map", "IgrGeographicMap"],
    ["excel/spreadsheet/x", "excel", "IgrSpreadsheet"],
    ["excel/excel-library/x", "excel", "IgrSpreadsheet"],
    ["inputs/button/x", "web-component", "IgrButton"],
    ["layouts/card/x", "web-component", "IgrCard"],
    ["interactions/chat/x", "web-component", "IgrCard"],
    ["reports/sales-chart/x", "chart", "IgrCategoryChart"],
    ["misc/constructor/x", "web-component", "IgrCard"],
  ])("%s: the %s template, rendering %s", (id, family, component) => {
    const template = templateFor(slugs(id), "Some Component");
    expect(template.family).toBe(family);
    expect(template.component).toBe(component);
    const code = template.files["index.tsx"]!;
    expect(code).toMatch(new RegExp(`<${component}[\\s>/]`));
    expect(code).toContain(`export default function ${sampleFunctionName(slugs(id).component, "x")}()`);
    // The rules `gallery verify` checks statically.
    expect(code).not.toMatch(/themes\//);
    expect(code).not.toMatch(/createRoot/);
    expect(code).not.toMatch(/https?:\/\//);
  });

  it("names the component in the generic card", () => {
    expect(templateFor(slugs("interactions/chat/overview"), "Chat").files["index.tsx"]).toContain(`{"Chat"}`);
  });

  it("never maps a slug through Object's prototype", () => {
    expect(familyOf(slugs("constructor/tostring/x"))).toBe("web-component");
  });
});

describe("sampleFunctionName", () => {
  it.each([
    ["radial-gauge", "overview", "RadialGaugeOverviewSample"],
    ["grid", "2d-layout", "Grid2dLayoutSample"],
    ["3d", "x", "Sample3dXSample"],
  ])("%s + %s → %s", (component, sample, name) => {
    expect(sampleFunctionName(component, sample)).toBe(name);
  });
});
