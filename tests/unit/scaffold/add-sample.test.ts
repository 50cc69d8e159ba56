import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generate } from "../../../cli/catalog/generate";
import { GalleryError } from "../../../cli/errors";
import { addSample, type AddSampleHooks, type AddSampleOptions } from "../../../cli/scaffold/add-sample";
import { scriptedPrompts, type Prompts } from "../../../cli/scaffold/prompts";
import { cleanupTempDirs, listFiles, tempDir, VALID_CONFIG_YAML, writeTree } from "../helpers";

const description = "Shows a new sample made by add-sample in a test.";
const EXISTING = "samples/charts/data-chart/overview";

/** A generated project with one sample, charts/data-chart/overview; no node_modules needed. */
async function project(extra: Record<string, string> = {}): Promise<string> {
  const root = await tempDir("gallery-add-");
  await writeTree(root, {
    "package.json": JSON.stringify({ name: "fixture", private: true }),
    "samples.config.yaml": VALID_CONFIG_YAML,
    [`${EXISTING}/sample.json`]: JSON.stringify({ description: "The data chart's overview sample.", tags: ["chart", "overview"] }),
    [`${EXISTING}/index.tsx`]: `import { points } from "./points";\nexport default function Overview() { return <p>{points.length}</p>; }\n`,
    [`${EXISTING}/points.ts`]: `export const points = [1, 2, 3];\n`,
    ...extra,
  });
  await generate(root);
  return root;
}

/** Every file of the project with its bytes, to prove that a refused or failed run touched nothing. */
async function state(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const file of await listFiles(root)) files.set(file, await readFile(path.join(root, file), "base64"));
  return files;
}

async function failure(root: string, options: AddSampleOptions, prompts?: Prompts, hooks?: AddSampleHooks): Promise<GalleryError> {
  const error = await addSample(root, options, prompts, hooks).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GalleryError);
  return error as GalleryError;
}

const config = (root: string) => readFile(path.join(root, "samples.config.yaml"), "utf8");

afterAll(cleanupTempDirs);

describe("addSample", () => {
  it("creates a sample for a known component from its template, regenerates and returns its dev URL", async () => {
    const root = await project();
    const result = await addSample(root, { id: "charts/data-chart/axis-labels", description });
    expect(result).toEqual({
      id: "charts/data-chart/axis-labels",
      dir: "samples/charts/data-chart/axis-labels",
      files: ["index.tsx", "sample.json"],
      source: { family: "chart", component: "IgrDataChart" },
      configChange: "none",
      url: "http://127.0.0.1:4200/react-demos/samples/charts/data-chart/axis-labels",
    });
    const dir = path.join(root, result.dir);
    expect(JSON.parse(await readFile(path.join(dir, "sample.json"), "utf8"))).toEqual({ description });
    expect(await readFile(path.join(dir, "index.tsx"), "utf8")).toContain("export default function DataChartAxisLabelsSample()");
    expect(await config(root)).toBe(VALID_CONFIG_YAML);
    expect(await readFile(path.join(root, "generated/imports.gen.ts"), "utf8")).toContain(`"charts/data-chart/axis-labels"`);
  });

  it("writes the heading when one is given", async () => {
    const root = await project();
    const result = await addSample(root, { id: "inputs/button/outlined", description, heading: "Outlined Buttons" });
    expect(JSON.parse(await readFile(path.join(root, result.dir, "sample.json"), "utf8"))).toEqual({ description, heading: "Outlined Buttons" });
    expect(result.source).toEqual({ family: "web-component", component: "IgrButton" });
  });

  it("adds a new component to its group in the config, in slug order, keeping comments and formatting", async () => {
    const root = await project();
    const result = await addSample(root, { id: "inputs/checkbox/overview", description, yes: true });
    expect(result.configChange).toBe("component");
    const text = await config(root);
    expect(text).toBe(VALID_CONFIG_YAML.replace("      button: Button\n", "      button: Button\n      checkbox: Checkbox\n"));
    expect(await readFile(path.join(root, "generated/manifest.gen.ts"), "utf8")).toContain("inputs/checkbox/overview");
  });

  it("adds a new group at the end of the config", async () => {
    const root = await project();
    const result = await addSample(root, { id: "gauges/radial-gauge/overview", description, yes: true });
    expect(result.configChange).toBe("group");
    expect(result.source).toEqual({ family: "gauge", component: "IgrRadialGauge" });
    expect(await config(root)).toBe(
      VALID_CONFIG_YAML + "  - slug: gauges\n    title: Gauges\n    components:\n      radial-gauge: Radial Gauge\n",
    );
  });

  it("asks before adding a component on a terminal, and adds it when the answer is yes", async () => {
    const root = await project();
    const prompts = scriptedPrompts(["", true]);
    const result = await addSample(root, { id: "inputs/chip/overview", description }, prompts);
    expect(prompts.asked).toEqual([
      'Heading above the sample (optional; the menu shows "Overview")',
      `Add component 'chip' ("Chip") under group 'inputs' to samples.config.yaml?`,
    ]);
    expect(result.configChange).toBe("component");
  });

  it("changes nothing when the answer is no", async () => {
    const root = await project();
    const before = await state(root);
    const error = await failure(root, { id: "inputs/chip/overview", description, heading: "Chips" }, scriptedPrompts([false]));
    expect(error.message).toMatch(/^cancelled/);
    expect(await state(root)).toEqual(before);
  });

  it("refuses a new component off a terminal without --yes, says to pass it, and changes nothing", async () => {
    const root = await project();
    const before = await state(root);
    const error = await failure(root, { id: "inputs/checkbox/overview", description });
    expect(error.code).toBe(1);
    expect(error.message).toBe("samples.config.yaml has no component 'checkbox': pass --yes to add it");
    expect(error.problems[0]).toMatchObject({ file: "samples.config.yaml", field: "groups.inputs.components" });
    expect(await state(root)).toEqual(before);
  });

  it("refuses an existing sample folder with exit code 1 and touches nothing", async () => {
    const root = await project();
    const before = await state(root);
    const error = await failure(root, { id: "charts/data-chart/overview", description, yes: true });
    expect(error.code).toBe(1);
    expect(error.message).toBe("samples/charts/data-chart/overview already exists; nothing was changed");
    expect(await state(root)).toEqual(before);
  });

  it.each([
    ["charts/Data_Chart/overview", ["component 'Data_Chart'"]],
    ["Charts/data-chart/new sample", ["group 'Charts'", "sample 'new sample'"]],
    ["charts/-data/x", ["component '-data'"]],
  ])("rejects the id %j as a usage error naming each bad slug", async (id, fields) => {
    const root = await project();
    const before = await state(root);
    const error = await failure(root, { id, description, yes: true });
    expect(error.code).toBe(2);
    expect(error.message).toBe(`sample id: '${id}' is not a valid sample id`);
    expect(error.problems.map((p) => p.field)).toEqual(fields);
    expect(error.problems[0]!.message).toMatch(/kebab-case/);
    expect(await state(root)).toEqual(before);
  });

  it.each(["charts/data-chart", "charts/data-chart/a/b", ""])("rejects %j, which is not three slugs", async (id) => {
    const root = await project();
    const error = await failure(root, { id, description });
    expect(error.code).toBe(2);
    expect(error.message).toBe(`sample id: expected <group>/<component>/<sample>, got '${id}'`);
  });

  it("requires a description off a terminal: a usage error, and nothing is created", async () => {
    const root = await project();
    const before = await state(root);
    const error = await failure(root, { id: "charts/data-chart/new" });
    expect(error.code).toBe(2);
    expect(error.message).toMatch(/^missing --description/);
    expect(await state(root)).toEqual(before);
  });

  it("validates the description and heading with the sample.json schema", async () => {
    const root = await project();
    const error = await failure(root, { id: "charts/data-chart/new", description: "Too short", heading: " " });
    expect(error.code).toBe(2);
    expect(error.problems.map((p) => [p.file, p.field])).toEqual([
      ["samples/charts/data-chart/new/sample.json", "description"],
      ["samples/charts/data-chart/new/sample.json", "heading"],
    ]);
    expect(await listFiles(path.join(root, "samples/charts/data-chart/new"))).toEqual([]);
  });

  it("asks for the heading and the description on a terminal, again until the description is valid", async () => {
    // An empty answer leaves the heading out: the display name is the slug in title case either way.
    const root = await project();
    const prompts = scriptedPrompts(["Titles on Axes", "short", description]);
    const result = await addSample(root, { id: "charts/data-chart/axis-titles" }, prompts);
    expect(prompts.asked[0]).toBe('Heading above the sample (optional; the menu shows "Axis Titles")');
    expect(prompts.asked[2]).toMatch(/^expected at least 10 characters/);
    expect(JSON.parse(await readFile(path.join(root, result.dir, "sample.json"), "utf8"))).toEqual({ description, heading: "Titles on Axes" });
  });

  it("starts from a copy of another sample with --from, keeping its files and tags but not its description", async () => {
    const root = await project();
    const result = await addSample(root, { id: "charts/data-chart/copy", description, from: "charts/data-chart/overview" });
    expect(result.source).toEqual({ from: "charts/data-chart/overview" });
    expect(result.files).toEqual(["index.tsx", "points.ts", "sample.json"]);
    const dir = path.join(root, result.dir);
    expect(await readFile(path.join(dir, "points.ts"), "utf8")).toBe(`export const points = [1, 2, 3];\n`);
    expect(JSON.parse(await readFile(path.join(dir, "sample.json"), "utf8"))).toEqual({ description, tags: ["chart", "overview"] });
  });

  it("refuses --from a sample that does not exist", async () => {
    const root = await project();
    const before = await state(root);
    const error = await failure(root, { id: "charts/data-chart/copy", description, from: "charts/data-chart/missing" });
    expect(error.message).toBe("--from: there is no sample samples/charts/data-chart/missing");
    expect(await state(root)).toEqual(before);
  });

  it("undoes everything when regenerating fails: new folders removed, config and generated/ byte for byte", async () => {
    const root = await project();
    const before = await state(root);
    const failing = async () => {
      throw new GalleryError("simulated failure", [{ file: "generated", message: "disk full" }]);
    };
    const error = await failure(root, { id: "gauges/linear-gauge/overview", description, yes: true }, undefined, { generate: failing });
    expect(error.message).toBe("could not add samples/gauges/linear-gauge/overview: simulated failure; its changes were undone");
    expect(error.problems).toEqual([{ file: "generated", message: "disk full" }]);
    expect(await state(root)).toEqual(before);
    // Folders hold no file, so check them by name: the new group's folder is gone too.
    expect(existsSync(path.join(root, "samples/gauges"))).toBe(false);
  });

  it("undoes everything when the real generate rejects the project (another sample is invalid)", async () => {
    const root = await project();
    await writeTree(root, {
      "samples/inputs/button/broken/sample.json": JSON.stringify({ description: "short" }),
      "samples/inputs/button/broken/index.tsx": "export default function B() { return null; }\n",
    });
    const before = await state(root);
    const error = await failure(root, { id: "inputs/slider/overview", description, yes: true });
    expect(error.message).toMatch(/^could not add samples\/inputs\/slider\/overview: 1 problem\(s\) in samples\/; its changes were undone$/);
    expect(error.problems[0]).toMatchObject({ file: "samples/inputs/button/broken/sample.json", field: "description" });
    expect(await state(root)).toEqual(before);
  });

  it("undoes a write that fails after the generated files changed", async () => {
    const root = await project();
    const before = await state(root);
    // A generate that writes its files and then fails: generated/ must still come back as it was.
    const halfway = async (dir: string) => {
      await generate(dir);
      throw new Error("failed after writing");
    };
    const error = await failure(root, { id: "charts/pie-chart/overview", description }, undefined, { generate: halfway });
    expect(error.message).toBe("could not add samples/charts/pie-chart/overview: failed after writing; its changes were undone");
    expect(await state(root)).toEqual(before);
  });
});
