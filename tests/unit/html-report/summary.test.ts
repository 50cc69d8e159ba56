import { describe, expect, it } from "vitest";
import { jobSummary } from "../../../cli/html-report/summary";
import type { VerifyReport } from "../../../cli/verify/report";

const report = (verdicts: object[], extra: Partial<VerifyReport> = {}) =>
  ({ ok: false, seconds: 12.34, samples: verdicts.length, visits: 5, staticProblems: [], failed: [], flaky: [], verdicts, ...extra }) as unknown as VerifyReport;

describe("jobSummary", () => {
  it("gives the counts and one row per failing or flaky sample with its first error on one line, pipes escaped", () => {
    const text = jobSummary(
      report(
        [
          { sample: "a/b/bad", status: "failed", results: [{ route: "/samples/a/b/bad", ms: 1, failures: [{ kind: "page-error", detail: "Error: a | b\n    at x (samples/a/b/bad/index.tsx:1:2)" }] }] },
          { sample: "a/b/good", status: "passed", results: [{ route: "/samples/a/b/good", ms: 1, failures: [] }] },
        ],
        { failed: ["a/b/bad"] },
      ),
    );
    expect(text).toContain("## gallery verify: FAILED");
    expect(text).toContain("| 2 | 5 | 1 | 0 | 0 | 12.3 s |");
    expect(text).toContain("| `a/b/bad` | failed | page-error | Error: a \\| b |");
    expect(text).not.toContain("a/b/good");
  });

  it("stops at fifty samples and says how many more there are", () => {
    const verdicts = Array.from({ length: 53 }, (_, i) => ({ sample: `a/b/s${i}`, status: "failed", results: [{ route: "/r", ms: 1, failures: [{ kind: "timeout", detail: "late" }] }] }));
    const text = jobSummary(report(verdicts));
    expect(text.match(/\| failed \| timeout \|/g)).toHaveLength(50);
    expect(text).toContain("…and 3 more.");
  });

  it("says passed, with no table of samples, when nothing failed", () => {
    const text = jobSummary(report([{ sample: "a/b/c", status: "passed", results: [] }], { ok: true }));
    expect(text).toContain("## gallery verify: passed");
    expect(text).not.toContain("| sample |");
  });
});
