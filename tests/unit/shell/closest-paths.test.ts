import { describe, expect, it } from "vitest";
import { closestPaths, editDistance } from "../../../shell/pages/closest-paths";
import { galleryConfig, navigation } from "../../../generated/manifest.gen";

const PREFIX = "/samples";
const known = [
  "/charts/category-chart/overview",
  "/charts/category-chart/column-chart-styling",
  "/charts/pie-chart/overview",
  "/inputs/badge/dot",
  "/inputs/chip/size",
  "/grids/grid/overview",
];

describe("editDistance", () => {
  it("counts inserts, deletes and substitutions", () => {
    expect(editDistance("overview", "overview")).toBe(0);
    expect(editDistance("overveiw", "overview")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});

describe("closestPaths", () => {
  it("puts the sample first whose last segment the path mistypes, then its component, then its group", () => {
    const found = closestPaths("/samples/charts/category-chart/overveiw", known, PREFIX, 4);
    expect(found).toEqual([
      "/charts/category-chart/overview",
      "/charts/category-chart/column-chart-styling",
      "/charts/pie-chart/overview",
      "/grids/grid/overview",
    ]);
  });

  it("prefers the group a path names over a closer spelling elsewhere", () => {
    // Over the whole string, /inputs/chip/size is nearer to /charts/nope/xyz than any chart sample.
    expect(editDistance("/charts/nope/xyz", "/inputs/chip/size")).toBeLessThan(editDistance("/charts/nope/xyz", "/charts/pie-chart/overview"));
    expect(closestPaths("/samples/charts/nope/xyz", known, PREFIX, 3)).toEqual([
      "/charts/pie-chart/overview",
      "/charts/category-chart/overview",
      "/charts/category-chart/column-chart-styling",
    ]);
  });

  it("forgives a typo in the group and the component, ignores case and a trailing slash", () => {
    expect(closestPaths("/SAMPLES/Chrats/Categroy-Chart/Overview/", known, PREFIX, 1)).toEqual(["/charts/category-chart/overview"]);
    expect(closestPaths("/charts/category-chart-overveiw", known, PREFIX, 1)).toEqual(["/charts/category-chart/overview"]);
  });

  it("over the gallery's own samples, a mistyped chart path suggests chart samples only", () => {
    const paths = navigation.flatMap((g) => g.components.flatMap((c) => c.routes.filter((r) => r.showLink).map((r) => r.path)));
    const found = closestPaths(`${galleryConfig.samplesPrefix}/charts/nope/xyz`, paths, galleryConfig.samplesPrefix);
    expect(found).toHaveLength(5);
    for (const path of found) expect(path).toMatch(/^\/charts\//);
    expect(closestPaths(`${galleryConfig.samplesPrefix}/charts/category-chart/overveiw`, paths, galleryConfig.samplesPrefix)[0]).toBe(
      "/charts/category-chart/overview",
    );
  });
});
