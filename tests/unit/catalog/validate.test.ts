import { describe, expect, it } from "vitest";
import { formatProblems } from "../../../cli/errors";
import { validateSamples } from "../../../cli/catalog/validate";
import { scanned, testConfig } from "../helpers";

const config = testConfig();
const description = "Shows a sample for a unit test.";

describe("validateSamples", () => {
  it("accepts valid samples and parses their metadata", () => {
    const { samples, problems } = validateSamples(config, [
      scanned("charts/data-chart/axis-x"),
      scanned("inputs/button/overview", { description, heading: "Buttons in Every Variant", showInNav: false }),
    ]);
    expect(problems).toEqual([]);
    expect(samples.map((s) => s.dir)).toEqual(["samples/charts/data-chart/axis-x", "samples/inputs/button/overview"]);
    expect(samples[1]!.meta).toEqual({ description, heading: "Buttons in Every Variant", showInNav: false, network: [], tags: [] });
  });

  it.each([
    ["AxisX", "axis-x"],
    ["axis_x", "axis-x"],
    ["Axis_X", "axis-x"],
  ])("rejects the sample folder name %j and suggests %j", (name, suggestion) => {
    const { samples, problems } = validateSamples(config, [scanned(`charts/data-chart/${name}`)]);
    expect(samples).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: `samples/charts/data-chart/${name}`, field: `sample folder '${name}'` });
    expect(problems[0]!.message).toMatch(/kebab-case/);
    expect(problems[0]!.fix).toBe(`rename the folder to '${suggestion}'`);
  });

  it("rejects a component folder name that is not kebab-case, and says it is not in the config", () => {
    const { problems } = validateSamples(config, [scanned("charts/Data_Chart/axis-x")]);
    expect(problems.map((p) => p.field)).toEqual(["component folder 'Data_Chart'", "component"]);
  });

  it("reports a missing index.tsx on that file", () => {
    const sample = { ...scanned("charts/data-chart/axis-x"), files: ["sample.json"] };
    const { samples, problems } = validateSamples(config, [sample]);
    expect(samples).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ file: "samples/charts/data-chart/axis-x/index.tsx" })]);
    expect(problems[0]!.fix).toMatch(/index\.tsx/);
  });

  it("reports a missing sample.json", () => {
    const { problems } = validateSamples(config, [scanned("charts/data-chart/axis-x", null)]);
    expect(problems).toEqual([expect.objectContaining({ file: "samples/charts/data-chart/axis-x/sample.json", message: expect.stringMatching(/missing/) })]);
  });

  it("reports invalid JSON in sample.json", () => {
    const { problems } = validateSamples(config, [scanned("charts/data-chart/axis-x", '{"description": "Broken JSON here",}')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^invalid JSON/);
  });

  it("names each unknown key in its own problem", () => {
    const { samples, problems } = validateSamples(config, [scanned("charts/data-chart/axis-x", { description, colour: "red", size: 2 })]);
    expect(samples).toEqual([]);
    expect(problems.map((p) => p.field)).toEqual(["colour", "size"]);
    for (const p of problems) {
      expect(p.file).toBe("samples/charts/data-chart/axis-x/sample.json");
      expect(p.message).toMatch(/unknown key/);
    }
  });

  it("reports a schema error on its field", () => {
    const { problems } = validateSamples(config, [scanned("charts/data-chart/axis-x", { description: "short", tags: ["Bad Tag"] })]);
    expect(problems.map((p) => p.field)).toEqual(["description", "tags.0"]);
  });

  it("reports a group unknown to the config and lists the known ones", () => {
    const { samples, problems } = validateSamples(config, [scanned("maps/geo-map/overview")]);
    expect(samples).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "samples/maps/geo-map/overview", field: "group" });
    expect(problems[0]!.message).toContain("'maps'");
    expect(problems[0]!.message).toContain("charts, inputs");
  });

  it("reports a component unknown to its group, even when another group has it", () => {
    const { problems } = validateSamples(config, [scanned("inputs/data-chart/overview")]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "samples/inputs/data-chart/overview", field: "component" });
    expect(problems[0]!.message).toContain("'data-chart'");
    expect(problems[0]!.message).toContain("'inputs'");
    expect(problems[0]!.fix).toContain("data-chart: Data Chart");
  });

  it("rejects 'title' and says to rename it to 'heading'", () => {
    const { samples, problems } = validateSamples(config, [scanned("charts/data-chart/other", { description, title: "Axis X" })]);
    expect(samples).toEqual([]);
    expect(problems).toEqual([
      expect.objectContaining({ file: "samples/charts/data-chart/other/sample.json", field: "title", fix: expect.stringMatching(/rename 'title' to 'heading'/) }),
    ]);
  });

  it("allows the same sample slug in two components", () => {
    const { problems } = validateSamples(config, [
      scanned("charts/data-chart/overview"),
      scanned("charts/pie-chart/overview"),
    ]);
    expect(problems).toEqual([]);
  });

  it("reports a route collision and names both folders", () => {
    const first = "samples/charts/data-chart/axis-x";
    const second = "samples/charts/data/chart-axis-x";
    const { problems } = validateSamples(config, [scanned("charts/data-chart/axis-x"), scanned("charts/data/chart-axis-x")]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: second, field: "route" });
    expect(problems[0]!.message).toContain("/charts/data-chart-axis-x");
    expect(problems[0]!.message).toContain(first);
    expect(problems[0]!.fix).toContain(first);
    expect(problems[0]!.fix).toContain(second);
  });

  it("reports a collision between a grouped path and a prefixed alias", () => {
    // /samples/charts/data-chart-axis-x is both the prefixed alias of charts/data-chart/axis-x
    // and the grouped path of a group named like the prefix.
    const withSamplesGroup = testConfig([
      { slug: "charts", title: "Charts", components: { "data-chart": null } },
      { slug: "samples", title: "Samples", components: { charts: null } },
    ]);
    const { problems } = validateSamples(withSamplesGroup, [
      scanned("charts/data-chart/axis-x"),
      scanned("samples/charts/data-chart-axis-x"),
    ]);
    expect(problems).toHaveLength(1);
    expect(formatProblems(problems)).toContain("samples/charts/data-chart/axis-x");
    expect(formatProblems(problems)).toContain("samples/samples/charts/data-chart-axis-x");
  });

  it("reports every problem of a tree in one run", () => {
    const { samples, problems } = validateSamples(config, [
      scanned("charts/data-chart/axis-x"),
      scanned("charts/data-chart/bad-meta", { description, extra: true }),
      { ...scanned("inputs/button/no-entry"), files: ["sample.json"] },
      scanned("unknown/button/overview"),
    ]);
    expect(samples.map((s) => s.sample)).toEqual(["axis-x"]);
    expect(problems).toHaveLength(3);
    expect(problems.map((p) => p.file).sort()).toEqual([
      "samples/charts/data-chart/bad-meta/sample.json",
      "samples/inputs/button/no-entry/index.tsx",
      "samples/unknown/button/overview",
    ]);
  });

  it("reports every problem of one sample, not only the first", () => {
    const sample = { ...scanned("Bad_Group/button/overview", { description: "short", colour: "red" }), files: ["sample.json"] };
    const { problems } = validateSamples(config, [sample]);
    expect(problems.map((p) => p.field ?? p.file).sort()).toEqual([
      "colour",
      "description",
      "group",
      "group folder 'Bad_Group'",
      "samples/Bad_Group/button/overview/index.tsx",
    ]);
  });
});
