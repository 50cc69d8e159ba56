import { describe, expect, it } from "vitest";
import type { SampleVerdict } from "../../../cli/verify/render";
import { failureTable } from "../../../cli/verify/report";

const visit = (route: string, ...kinds: string[]) => ({
  sample: "x",
  route,
  ms: 10,
  failures: kinds.map((kind) => ({ kind, detail: `${kind} happened\nat line 2\nat line 3` })),
});

describe("failureTable", () => {
  it("prints each failing sample once, its failure kinds grouped with counts, and leaves passing samples out", () => {
    const verdicts = [
      { sample: "grids/grid/a", status: "failed", results: [visit("/g/a", "console-error", "page-error"), visit("/g-a", "console-error"), visit("/g/a?fresh", "console-error")] },
      { sample: "grids/grid/b", status: "flaky", results: [visit("/g/b", "http-status"), visit("/g/b")] },
      { sample: "grids/grid/c", status: "passed", results: [visit("/g/c")] },
    ] as SampleVerdict[];
    const lines = failureTable(verdicts).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^grids\/grid\/a +failed \(3 routes\) +console-error ×3, page-error +console-error happened \| at line 2$/);
    expect(lines[2]).toMatch(/^grids\/grid\/b +flaky +http-status +http-status happened \| at line 2$/);
  });

  it("is empty when every sample passed", () => {
    expect(failureTable([{ sample: "a/b/c", status: "passed", results: [visit("/a/b/c")] }] as SampleVerdict[])).toBe("");
  });
});
