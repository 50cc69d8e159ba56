import { describe, expect, it } from "vitest";
import { extendedSample, listedRoutes, resolveListing, suggestablePaths } from "../../../contract/listing";
import { buildRouteLookup, expandNavigation } from "../../../contract/manifest";
import { listingRouteForms } from "../../../contract/routes";

const PREFIX = "/samples";
const navigation = expandNavigation([
  {
    slug: "charts",
    name: "Charts",
    components: [
      { slug: "category-chart", name: "Category Chart", samples: ["axis", "overview", ["hidden", false], "styling"] },
      { slug: "pie-chart", name: "Pie Chart", samples: ["overview"] },
    ],
  },
]);
const lookup = buildRouteLookup(navigation, PREFIX);

describe("resolveListing", () => {
  it.each(["/samples/charts", "/charts", "/samples/charts/", "/SAMPLES/Charts/", "/charts//"])("finds the group at %j", (path) => {
    const listing = resolveListing(path, navigation, PREFIX);
    expect(listing?.group.slug).toBe("charts");
    expect(listing?.component).toBeUndefined();
  });

  it.each(["/samples/charts/category-chart", "/charts/category-chart/", "/Samples/Charts/Category-Chart"])("finds the component at %j", (path) => {
    const listing = resolveListing(path, navigation, PREFIX);
    expect(listing?.group.slug).toBe("charts");
    expect(listing?.component?.slug).toBe("category-chart");
  });

  it.each(["/", "/samples", "/maps", "/samples/charts/bar-chart", "/charts/category-chart/overview", "/samples/charts/category-chart-overview"])(
    "finds nothing at %j",
    (path) => expect(resolveListing(path, navigation, PREFIX)).toBeUndefined(),
  );

  it("names both route forms of each listing page", () => {
    expect(listingRouteForms(PREFIX, "charts")).toEqual(["/charts", "/samples/charts"]);
    expect(listingRouteForms(PREFIX, "charts", "pie-chart")).toEqual(["/charts/pie-chart", "/samples/charts/pie-chart"]);
  });
});

describe("listedRoutes", () => {
  it("lists a component's menu samples with the overview first, the rest in menu order, hidden ones left out", () => {
    expect(listedRoutes(navigation[0]!.components[0]!).map((route) => route.sample)).toEqual([
      "charts/category-chart/overview",
      "charts/category-chart/axis",
      "charts/category-chart/styling",
    ]);
  });
});

describe("extendedSample", () => {
  it.each([
    "/samples/charts/category-chart/overview/extra",
    "/charts/category-chart/overview/extra/more/",
    "/Samples/Charts/Category-Chart-Overview/extra",
  ])("finds the sample %j extends", (path) => {
    expect(extendedSample(path, lookup)?.route.sample).toBe("charts/category-chart/overview");
  });

  it.each(["/samples/charts/category-chart/overview", "/samples/charts/category-chart/overveiw/extra", "/samples/charts/extra"])(
    "finds none for %j",
    (path) => expect(extendedSample(path, lookup)).toBeUndefined(),
  );
});

describe("suggestablePaths", () => {
  it("names each group's and component's page and each menu sample, hidden samples and aliases left out", () => {
    expect(suggestablePaths(navigation)).toEqual([
      "/charts",
      "/charts/category-chart",
      "/charts/category-chart/axis",
      "/charts/category-chart/overview",
      "/charts/category-chart/styling",
      "/charts/pie-chart",
      "/charts/pie-chart/overview",
    ]);
  });
});
