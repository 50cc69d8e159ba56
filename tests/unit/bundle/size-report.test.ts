/**
 * The size report's two pure halves: which samples are over their group's budget (and what the
 * build says about them), and the "heaviest samples" list `gallery build` prints.
 */
import { describe, expect, it } from "vitest";
import { budgetProblems, formatTopSizes, type SampleSize } from "../../../cli/bundle/size-report";

const KB = 1024;

function size(sample: string, gzipKb: number, heaviest: [string, number][] = [["igniteui-react-core", 300 * KB]]): SampleSize {
  const gzip = Math.round(gzipKb * KB);
  return {
    sample,
    raw: gzip * 4,
    gzip,
    files: [`assets/chunks/${sample.split("/").pop()}-ABCDEFGH.js`],
    heaviest: heaviest.map(([module, bytes]) => ({ module, bytes })),
  };
}

describe("budgetProblems", () => {
  const budgets = new Map([
    ["gauges", 100],
    ["inputs", 50],
  ]);

  it("reports a sample over its group's budget with its id, its gzip size, the budget and its heaviest modules", () => {
    const sizes = [
      size("gauges/radial-gauge/heavy", 250, [
        ["igniteui-react-gauges", 400 * KB],
        ["igniteui-react-core", 700 * KB],
        ["samples/gauges/radial-gauge/heavy/index.tsx", 2 * KB],
      ]),
    ];
    const problems = budgetProblems(sizes, budgets);
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem!.file).toBe("samples/gauges/radial-gauge/heavy");
    expect(problem!.message).toContain("250 KB gzip");
    expect(problem!.message).toContain("budget of 100 KB");
    expect(problem!.message).toContain("igniteui-react-gauges 400 KB");
    expect(problem!.message).toContain("igniteui-react-core 700 KB");
    expect(problem!.message).toContain("samples/gauges/radial-gauge/heavy/index.tsx");
    expect(problem!.fix).toContain("sizeBudgetKb");
    expect(problem!.fix).toContain("gauges");
  });

  it("keeps the modules in the order given (heaviest first, as measureSamples sorts them)", () => {
    const [problem] = budgetProblems([size("gauges/linear-gauge/x", 200, [["a-big", 9 * KB], ["b-small", 1 * KB]])], budgets);
    expect(problem!.message.indexOf("a-big")).toBeLessThan(problem!.message.indexOf("b-small"));
  });

  it("reports only samples over their own group's budget", () => {
    const sizes = [
      size("gauges/radial-gauge/over", 101),
      size("gauges/radial-gauge/under", 99),
      // 60 KB is over the inputs budget but under the gauges one: budgets are per group.
      size("inputs/button/over", 60),
      size("inputs/button/under", 40),
      // No budget for the group: never reported, however heavy.
      size("grids/grid/huge", 5000),
    ];
    const files = budgetProblems(sizes, budgets).map((p) => p.file).sort();
    expect(files).toEqual(["samples/gauges/radial-gauge/over", "samples/inputs/button/over"]);
  });

  it("allows a sample exactly at its budget and fails it one byte above", () => {
    const at: SampleSize = { ...size("inputs/button/at", 0), gzip: 50 * KB };
    const above: SampleSize = { ...size("inputs/button/above", 0), gzip: 50 * KB + 1 };
    expect(budgetProblems([at, above], budgets).map((p) => p.file)).toEqual(["samples/inputs/button/above"]);
  });

  it("reports nothing when no group has a budget", () => {
    expect(budgetProblems([size("gauges/radial-gauge/heavy", 5000)], new Map())).toEqual([]);
  });
});

describe("formatTopSizes", () => {
  const ids = Array.from({ length: 14 }, (_, i) => `charts/category-chart/sample-${String(i).padStart(2, "0")}`);
  // Weights that are not in id order, given in a shuffled order.
  const weights = [37, 5, 120, 64, 9, 250, 18, 77, 3, 140, 45, 12, 99, 200];
  const sizes = ids.map((id, i) => size(id, weights[i]!));
  const heaviestFirst = [...sizes].sort((a, b) => b.gzip - a.gzip);

  it("lists at most 10 samples, heaviest first, one line each", () => {
    const lines = formatTopSizes(sizes).split("\n");
    expect(lines).toHaveLength(10);
    const listed = lines.map((line) => /(charts\/\S+)/.exec(line)?.[1]);
    expect(listed).toEqual(heaviestFirst.slice(0, 10).map((s) => s.sample));
    expect(lines[0]).toMatch(/^\s*1\. charts\/category-chart\/sample-05\s+250 KB gzip\s+1000 KB raw$/);
    expect(lines[9]).toMatch(/^10\. /);
  });

  it("leaves out the lightest samples", () => {
    const text = formatTopSizes(sizes);
    for (const s of heaviestFirst.slice(10)) expect(text).not.toContain(s.sample);
  });

  it("lists every sample when there are fewer than 10, and honours a smaller count", () => {
    expect(formatTopSizes(sizes.slice(0, 3)).split("\n")).toHaveLength(3);
    expect(formatTopSizes(sizes, 2).split("\n").map((line) => /(charts\/\S+)/.exec(line)?.[1])).toEqual([
      "charts/category-chart/sample-05",
      "charts/category-chart/sample-13",
    ]);
  });

  it("does not reorder the caller's array", () => {
    const copy = [...sizes];
    formatTopSizes(copy);
    expect(copy.map((s) => s.sample)).toEqual(ids);
  });
});
