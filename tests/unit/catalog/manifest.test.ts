import { describe, expect, it } from "vitest";
import { buildRouteLookup, sampleId, titleCase, type ValidSample } from "../../../contract/manifest";
import { buildManifest } from "../../../cli/catalog/manifest";
import { normalizeRoutePath, routeForms } from "../../../contract/routes";
import { sampleMetaSchema } from "../../../contract/schema";
import { testConfig } from "../helpers";

const config = testConfig();

function valid(id: string, meta: object = {}): ValidSample {
  const [group, component, sample] = id.split("/") as [string, string, string];
  return {
    group,
    component,
    sample,
    dir: `samples/${id}`,
    files: ["index.tsx", "sample.json"],
    meta: sampleMetaSchema.parse({ description: "Shows a sample for a unit test.", ...meta }),
  };
}

const samples = [
  valid("inputs/button/sizing"),
  valid("charts/pie-chart/overview", { heading: "Pie Overview" }),
  valid("charts/data-chart/axis-x"),
  valid("charts/data-chart/hidden-one", { showInNav: false }),
  valid("charts/data-chart/axis-inverted"),
];
const manifest = buildManifest(config, samples);

describe("titleCase", () => {
  it("capitalizes each dash-separated word", () => {
    expect(titleCase("column-chart-with-tooltips")).toBe("Column Chart With Tooltips");
    expect(titleCase("x")).toBe("X");
  });
});

describe("buildManifest", () => {
  it("orders groups and components as the config lists them, samples by slug", () => {
    expect(manifest.samples.map((s) => s.id)).toEqual([
      "charts/data-chart/axis-inverted",
      "charts/data-chart/axis-x",
      "charts/data-chart/hidden-one",
      "charts/pie-chart/overview",
      "inputs/button/sizing",
    ]);
  });

  it("leaves out components without samples and names components from the config or the slug", () => {
    const charts = manifest.navigation[0]!;
    expect(charts.components.map((c) => [c.slug, c.name])).toEqual([
      ["data-chart", "Data Chart"],
      ["pie-chart", "Pie Chart"],
    ]);
  });

  it("gives each sample a grouped route and a hidden alias route", () => {
    const routes = manifest.navigation[0]!.components[0]!.routes;
    expect(routes.filter((r) => r.sample === "charts/data-chart/axis-x")).toEqual([
      { name: "Axis X", component: "Data Chart", sample: "charts/data-chart/axis-x", path: "/charts/data-chart/axis-x", showLink: true },
      { name: "Axis X", component: "Data Chart", sample: "charts/data-chart/axis-x", path: "/charts/data-chart-axis-x", showLink: false },
    ]);
  });

  it("keeps a hidden sample out of the menu but in the manifest", () => {
    const hidden = manifest.samples.find((s) => s.sample === "hidden-one")!;
    expect(hidden.showInNav).toBe(false);
    const routes = manifest.navigation[0]!.components[0]!.routes.filter((r) => r.sample === hidden.id);
    expect(routes.map((r) => r.showLink)).toEqual([false, false]);
  });

  it("names every sample by its slug in title case; a heading is kept beside the name, never instead of it", () => {
    expect(manifest.samples.find((s) => s.sample === "overview")).toMatchObject({ name: "Overview", heading: "Pie Overview", groupName: "Charts", controlName: "Pie Chart" });
    expect(manifest.samples.find((s) => s.sample === "hidden-one")).toMatchObject({ name: "Hidden One" });
    expect(manifest.samples.find((s) => s.sample === "hidden-one")).not.toHaveProperty("heading");
  });
});

describe("buildRouteLookup", () => {
  const lookup = buildRouteLookup(manifest.navigation, config.samplesPrefix);

  it("has exactly the four forms of every sample", () => {
    expect(lookup.size).toBe(samples.length * 4);
  });

  it.each(samples.map((s) => [sampleId(s), s] as const))("maps every form of %s, in any case, to its entry", (id, s) => {
    const entry = manifest.samples.find((e) => e.id === id)!;
    for (const form of routeForms(s, config.samplesPrefix)) {
      for (const variant of [form, form.toUpperCase(), form + "/", form.replace(/-(\w)/g, (_, c: string) => "-" + c.toUpperCase())]) {
        const found = lookup.get(normalizeRoutePath(variant));
        expect(found, variant).toBeDefined();
        expect(found).toMatchObject({ group: entry.groupName, control: entry.controlName, name: entry.name });
        expect(found!.route).toMatchObject({ sample: id, path: `/${id}`, showLink: entry.showInNav });
      }
    }
  });

  it("resolves a hidden sample", () => {
    expect(lookup.get("/samples/charts/data-chart-hidden-one")?.route).toMatchObject({ sample: "charts/data-chart/hidden-one", showLink: false });
  });

  it("resolves nothing for a path that is not a sample", () => {
    expect(lookup.get("/charts/data-chart")).toBeUndefined();
    expect(lookup.get("/charts/data-chart/nope")).toBeUndefined();
  });

  it("uses the prefix it is given", () => {
    const other = buildRouteLookup(manifest.navigation, "/demos");
    expect(other.get("/demos/inputs/button-sizing")?.route.sample).toBe("inputs/button/sizing");
    expect(other.get("/samples/inputs/button-sizing")).toBeUndefined();
  });
});
