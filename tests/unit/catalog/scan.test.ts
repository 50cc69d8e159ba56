import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanSamples, type ScannedSample } from "../../../cli/catalog/scan";
import { cleanupTempDirs, tempDir, writeTree } from "../helpers";

const META = '{"description": "Shows a thing for the scanner."}';
const TSX = "export default function S() { return null; }\n";

let root: string;
let found: ScannedSample[];

beforeAll(async () => {
  root = await tempDir();
  await writeTree(root, {
    "samples/charts/pie-chart/overview/index.tsx": TSX,
    "samples/charts/pie-chart/overview/sample.json": META,
    "samples/charts/pie-chart/overview/styles.css": ".x{}",
    "samples/charts/pie-chart/overview/data/points.ts": "export const p = 1;\n",
    "samples/charts/data-chart/axis-x/index.tsx": TSX,
    "samples/charts/data-chart/axis-x/sample.json": META,
    "samples/inputs/button/no-meta/index.tsx": TSX,
    // Never samples: a `_` folder at the group, component or sample level.
    "samples/_shared/data/sets/index.tsx": TSX,
    "samples/_shared/data/sets/sample.json": META,
    "samples/charts/_drafts/wip/index.tsx": TSX,
    "samples/charts/pie-chart/_old/index.tsx": TSX,
    "samples/charts/pie-chart/_old/sample.json": META,
    // Not samples: files above the sample level.
    "samples/charts/README.md": "# charts\n",
    "samples/charts/pie-chart/notes.md": "notes\n",
  });
  found = await scanSamples(root);
});

afterAll(cleanupTempDirs);

describe("scanSamples", () => {
  it("finds exactly the samples/<group>/<component>/<sample>/ folders, sorted", () => {
    expect(found.map((s) => s.dir)).toEqual([
      "samples/charts/data-chart/axis-x",
      "samples/charts/pie-chart/overview",
      "samples/inputs/button/no-meta",
    ]);
  });

  it("ignores folders starting with '_' at every level", () => {
    expect(found.some((s) => [s.group, s.component, s.sample].some((slug) => slug.startsWith("_")))).toBe(false);
  });

  it("splits the folder into group, component and sample", () => {
    expect(found[1]).toMatchObject({ group: "charts", component: "pie-chart", sample: "overview" });
  });

  it("lists the files directly inside the sample folder, sorted", () => {
    expect(found[1]!.files).toEqual(["index.tsx", "sample.json", "styles.css"]);
  });

  it("reads sample.json as text", () => {
    expect(found[0]!.metaText).toBe(META);
  });

  it("reports a missing sample.json as metaText null", () => {
    expect(found[2]).toMatchObject({ sample: "no-meta", files: ["index.tsx"], metaText: null });
  });

  it("returns nothing when there is no samples folder", async () => {
    expect(await scanSamples(await tempDir())).toEqual([]);
  });

  it("scans another samples folder name when asked", async () => {
    const other = await tempDir();
    await writeTree(other, { "examples/a/b/c/index.tsx": TSX });
    expect((await scanSamples(other, "examples")).map((s) => s.dir)).toEqual(["examples/a/b/c"]);
  });
});
