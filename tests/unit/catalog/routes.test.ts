import { describe, expect, it } from "vitest";
import { aliasPath, groupedPath, isBrowsingPath, normalizeRoutePath, routeForms, withoutSamplesPrefix } from "../../../contract/routes";

const slugs = { group: "charts", component: "data-chart", sample: "axis-x" };

describe("routeForms", () => {
  it("gives exactly four distinct forms: grouped, alias, and both under the prefix", () => {
    const forms = routeForms(slugs, "/samples");
    expect(forms).toEqual([
      "/charts/data-chart/axis-x",
      "/charts/data-chart-axis-x",
      "/samples/charts/data-chart/axis-x",
      "/samples/charts/data-chart-axis-x",
    ]);
    expect(new Set(forms).size).toBe(4);
  });

  it("uses the prefix it is given", () => {
    expect(routeForms(slugs, "/demos").filter((f) => f.startsWith("/demos/"))).toHaveLength(2);
  });

  it("builds the grouped and alias paths", () => {
    expect(groupedPath(slugs)).toBe("/charts/data-chart/axis-x");
    expect(aliasPath(slugs)).toBe("/charts/data-chart-axis-x");
  });
});

describe("normalizeRoutePath", () => {
  it.each([
    ["/Charts/Data-Chart/Styling-Custom-CSS", "/charts/data-chart/styling-custom-css"],
    ["/charts/data-chart/axis-x/", "/charts/data-chart/axis-x"],
    ["/charts/data-chart/axis-x///", "/charts/data-chart/axis-x"],
    ["/SAMPLES/CHARTS/", "/samples/charts"],
    ["/", "/"],
    ["/already/normal", "/already/normal"],
  ])("normalizes %j to %j", (input, output) => {
    expect(normalizeRoutePath(input)).toBe(output);
  });

  it("is idempotent", () => {
    const once = normalizeRoutePath("/A/B/");
    expect(normalizeRoutePath(once)).toBe(once);
  });
});

describe("isBrowsingPath and withoutSamplesPrefix", () => {
  it("browses the root and any path under the config's prefix, embeds the rest", () => {
    expect(isBrowsingPath("/", "/demos")).toBe(true);
    expect(isBrowsingPath("/demos/charts/data-chart/axis-x", "/demos")).toBe(true);
    expect(isBrowsingPath("/Demos/", "/demos")).toBe(true);
    expect(isBrowsingPath("/charts/data-chart/axis-x", "/demos")).toBe(false);
    expect(isBrowsingPath("/samples/charts/data-chart/axis-x", "/demos")).toBe(false);
  });

  it("strips the prefix only where it starts the path", () => {
    expect(withoutSamplesPrefix("/demos/charts/x", "/demos")).toBe("/charts/x");
    expect(withoutSamplesPrefix("/charts/demos/x", "/demos")).toBe("/charts/demos/x");
  });
});
