import { describe, expect, it } from "vitest";
import type { ComponentManifest } from "../../../contract/controls-manifest";
import { committedCoverage } from "../../../cli/controls/controls-manifests";
import { controlsCoverage, formatComponentShares, formatCoverage } from "../../../cli/controls/coverage";

const manifest = (component: string, kinds: ComponentManifest["properties"][number]["kind"][]): ComponentManifest => ({
  component,
  package: "igniteui-react",
  properties: kinds.map((kind, i) => ({ name: `p${i}`, kind, type: "t", declaredBy: "X" })),
});

describe("the Controls coverage", () => {
  it("counts a sample editable when one of its components has a property with an input", () => {
    const coverage = controlsCoverage(
      [manifest("IgrA", ["boolean", "code"]), manifest("IgrB", ["code"])],
      new Map([
        ["g/c/one", ["IgrA", "IgrB"]],
        ["g/c/two", ["IgrB"]],
        ["g/c/three", []],
      ]),
    );
    expect(coverage).toMatchObject({ samples: 3, editableSamples: 1 });
    expect(formatCoverage(coverage)).toEqual([
      "1 of 3 samples (33.3%) offer at least one editable component",
      "  IgrA: 1 of 2 properties with an input (50.0%)",
      "  IgrB: 0 of 1 properties with an input (0.0%)",
    ]);
  });

  it("prints each component's share, lowest first, packed into lines of the given width", () => {
    const coverage = controlsCoverage(
      [manifest("IgrA", ["boolean", "code", "enum"]), manifest("IgrB", ["code"]), manifest("IgrC", ["number"]), manifest("IgrEmpty", [])],
      new Map([["g/c/one", ["IgrA"]]]),
    );
    expect(formatComponentShares(coverage, 34)).toEqual([
      "4 components, 3 of 5 properties with an input (60.0%); per component, lowest first:",
      "  IgrB 0%, IgrEmpty no properties",
      "  IgrA 67%, IgrC 100%",
    ]);
  });

  it("reaches the goal of 90% of the gallery's samples with the committed manifests", { timeout: 120_000 }, async () => {
    const coverage = await committedCoverage(process.cwd());
    expect(coverage.samples).toBeGreaterThanOrEqual(900);
    expect(coverage.editableSamples / coverage.samples).toBeGreaterThanOrEqual(0.9);
  });
});
