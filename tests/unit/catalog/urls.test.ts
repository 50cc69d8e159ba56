import { describe, expect, it } from "vitest";
import { componentKey, componentKeyOf, expandNavigation, isGroupedRoute, sampleId } from "../../../contract/manifest";
import { baseWithoutSlash, exportedProjectUrl, sampleSourceUrl, samplesPagePath, themeUrls } from "../../../contract/urls";

const slugs = { group: "charts", component: "data-chart", sample: "axis-x" };

describe("sample ids and component keys", () => {
  it("names a sample and its component by their slugs", () => {
    expect(sampleId(slugs)).toBe("charts/data-chart/axis-x");
    expect(componentKey(slugs)).toBe("charts/data-chart");
    expect(componentKeyOf(sampleId(slugs))).toBe(componentKey(slugs));
  });

  it("tells the grouped route of a sample from its alias", () => {
    const [group] = expandNavigation([{ slug: "charts", name: "Charts", components: [{ slug: "data-chart", name: "Data Chart", samples: ["axis-x"] }] }]);
    const routes = group!.components[0]!.routes;
    expect(routes.filter(isGroupedRoute).map((r) => r.path)).toEqual(["/charts/data-chart/axis-x"]);
    expect(routes.filter((r) => !isGroupedRoute(r)).map((r) => r.path)).toEqual(["/charts/data-chart-axis-x"]);
  });
});

describe("file URLs and page paths", () => {
  it("places a sample's files by its id, relative to the base path", () => {
    expect(sampleSourceUrl("charts/data-chart/axis-x")).toBe("source/charts/data-chart/axis-x.json");
    expect(exportedProjectUrl("charts/data-chart/axis-x")).toBe("exports/charts/data-chart/axis-x.json");
    expect(themeUrls({ name: "material", variant: "dark" })).toEqual({ core: "themes/dark/material.css", grids: "themes/dark/grids-material.css" });
  });

  it.each([
    ["/react-demos/", "/samples", "/react-demos", "/react-demos/samples"],
    ["/", "/samples", "", "/samples"],
    ["/docs/react/", "/demos", "/docs/react", "/docs/react/demos"],
  ])("base %j with prefix %j", (basePath, samplesPrefix, base, home) => {
    expect(baseWithoutSlash(basePath)).toBe(base);
    expect(samplesPagePath({ basePath, samplesPrefix })).toBe(home);
    expect(samplesPagePath({ basePath, samplesPrefix }, slugs)).toBe(`${home}/charts/data-chart/axis-x`);
  });
});
