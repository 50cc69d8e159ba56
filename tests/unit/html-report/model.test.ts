import { describe, expect, it } from "vitest";
import { reportView, routeForm, sampleView } from "../../../cli/html-report/model";
import type { VerifyReport } from "../../../cli/verify/report";

const visit = (route: string, ms: number, ...failures: object[]) => ({ sample: "grids/grid/a", route, ms, failures });

describe("routeForm", () => {
  it("tells the grouped path under the prefix, the alias and the bare embed path apart", () => {
    expect(routeForm("grids/grid/a", "/samples/grids/grid/a")).toBe("grouped");
    expect(routeForm("grids/grid/a", "/samples/grids/grid-a")).toBe("alias");
    expect(routeForm("grids/grid/a", "/grids/grid/a")).toBe("embed");
  });
});

describe("sampleView", () => {
  const verdict = {
    sample: "grids/grid/a",
    status: "failed",
    results: [
      visit("/samples/grids/grid/a", 900, { kind: "page-error", detail: "Error: one\n    at f (samples/grids/grid/a/index.tsx:3:5)" }, { kind: "a11y", detail: "serious aria-required-children: Certain ARIA roles must contain particular children (#grid > div)" }),
      visit("/samples/grids/grid/a", 700, { kind: "after-ready", detail: "console-error: two" }, { kind: "a11y", detail: "serious aria-required-children: Certain ARIA roles must contain particular children (#grid2)" }),
      visit("/samples/grids/grid-a", 80, { kind: "contrast", detail: "p.note: Element has insufficient color contrast" }),
      visit("/grids/grid/a", 50),
    ],
  };

  it("sums its times and keeps each visit's time under its route form, in order", () => {
    const view = sampleView(verdict);
    expect(view.ms).toBe(1730);
    expect(view.times).toEqual({ grouped: [900, 700], alias: [80], embed: [50] });
    expect(view.visits.map((v) => v.look)).toEqual([1, 2, 1, 1]);
    expect(view.route).toBe("/samples/grids/grid/a");
  });

  it("lists the console and page errors in the order they came, an error after ready under its own kind", () => {
    expect(sampleView(verdict).messages.map((m) => [m.kind, m.detail, m.look])).toEqual([
      ["page-error", "Error: one\n    at f (samples/grids/grid/a/index.tsx:3:5)", 1],
      ["console-error after ready", "two", 2],
    ]);
  });

  it("groups accessibility findings by rule, from axe's wording or the theme pass's contrast", () => {
    expect(sampleView(verdict).a11y).toEqual([
      {
        rule: "aria-required-children",
        impact: "serious",
        help: "Certain ARIA roles must contain particular children",
        findings: [
          { route: "/samples/grids/grid/a", where: "#grid > div" },
          { route: "/samples/grids/grid/a", where: "#grid2" },
        ],
      },
      { rule: "color-contrast", findings: [{ route: "/samples/grids/grid-a", where: "p.note: Element has insufficient color contrast" }] },
    ]);
  });

  it("counts failure kinds in the order first seen and keeps the first error", () => {
    const view = sampleView(verdict);
    expect(view.kinds).toEqual([["page-error", 1], ["a11y", 2], ["after-ready", 1], ["contrast", 1]]);
    expect(view.firstError).toMatch(/^Error: one/);
  });

  it("carries any field another pass adds, on the verdict, a visit or a failure, and takes a failure's own rule", () => {
    const view = sampleView({
      sample: "a/b/c",
      status: "failed",
      registration: { modules: ["IgrAnnotationLayerModule"] },
      results: [{ sample: "a/b/c", route: "/samples/a/b/c", ms: 5, diffPixels: 1200, failures: [{ kind: "a11y-known", detail: "listed but gone", rule: "aria-hidden-focus", component: "igc-chip" }] }],
    });
    expect(view.extras).toEqual([{ name: "registration", value: { modules: ["IgrAnnotationLayerModule"] } }]);
    expect(view.visits[0]!.extras).toEqual([{ name: "diffPixels", value: 1200 }]);
    expect(view.visits[0]!.failures[0]!.extras).toEqual([
      { name: "rule", value: "aria-hidden-focus" },
      { name: "component", value: "igc-chip" },
    ]);
    expect(view.a11y.map((r) => r.rule)).toEqual(["aria-hidden-focus"]);
  });
});

describe("reportView", () => {
  it("counts the run and names its ten slowest samples, slowest first", () => {
    const verdicts = Array.from({ length: 12 }, (_, i) => ({ sample: `g/c/s${i}`, status: "passed", results: [{ sample: `g/c/s${i}`, route: `/samples/g/c/s${i}`, ms: i * 10, failures: [] }] }));
    const report = { ok: true, seconds: 3, samples: 12, visits: 12, staticProblems: [], failed: [], flaky: [], verdicts } as unknown as VerifyReport;
    const view = reportView(report);
    expect(view.rows).toHaveLength(12);
    expect(view.slowest.map((r) => r.id)).toEqual(["g/c/s11", "g/c/s10", "g/c/s9", "g/c/s8", "g/c/s7", "g/c/s6", "g/c/s5", "g/c/s4", "g/c/s3", "g/c/s2"]);
  });
});
