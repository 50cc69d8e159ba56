import { describe, expect, it } from "vitest";
import { closestPaths, editDistance } from "../../../shell/pages/closest-paths";
import { suggestablePaths } from "../../../contract/listing";
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

  it("puts the group's or component's page first when the path lies below it or mistypes it", () => {
    const pages = ["/charts", "/charts/category-chart", "/charts/pie-chart", "/inputs", "/inputs/chip", ...known];
    // Below a page: the page first, then what shares as many segments.
    expect(closestPaths("/samples/charts/nope/xyz", pages, PREFIX, 2)).toEqual(["/charts", "/charts/pie-chart"]);
    expect(closestPaths("/samples/charts/category-chart/no-such-sample", pages, PREFIX, 1)).toEqual(["/charts/category-chart"]);
    // A typo in the last segment: the page meant.
    expect(closestPaths("/samples/chrats", pages, PREFIX, 1)).toEqual(["/charts"]);
    expect(closestPaths("/samples/charts/categroy-chart/", pages, PREFIX, 1)).toEqual(["/charts/category-chart"]);
    // A mistyped sample stays first, its component's page next.
    expect(closestPaths("/samples/charts/category-chart/overveiw", pages, PREFIX, 2)).toEqual(["/charts/category-chart/overview", "/charts/category-chart"]);
  });

  it("over the gallery's own pages, a mistyped component offers its page, then its samples", () => {
    const found = closestPaths(`${galleryConfig.samplesPrefix}/charts/categroy-chart`, suggestablePaths(navigation), galleryConfig.samplesPrefix);
    expect(found[0]).toBe("/charts/category-chart");
    for (const path of found.slice(1)) expect(path).toMatch(/^\/charts\/category-chart\//);
  });
});
