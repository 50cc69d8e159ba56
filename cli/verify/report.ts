import type { Problem } from "../errors";
import type { SampleVerdict } from "./render";

export interface VerifyReport {
  ok: boolean;
  seconds: number;
  samples: number;
  visits: number;
  staticProblems: Problem[];
  failed: string[];
  flaky: string[];
  verdicts: SampleVerdict[];
}

/** One row per failing visit: sample, route, what failed, the first lines of the error. */
export function failureTable(verdicts: readonly SampleVerdict[]): string {
  const rows: string[][] = [];
  for (const verdict of verdicts) {
    if (verdict.status === "passed") continue;
    for (const result of verdict.results) {
      for (const failure of result.failures) {
        const firstLines = failure.detail.split("\n").slice(0, 2).join(" | ").slice(0, 160);
        rows.push([`${verdict.sample}${verdict.status === "flaky" ? " (flaky)" : ""}`, result.route, failure.kind, firstLines]);
      }
    }
  }
  if (rows.length === 0) return "";
  const header = ["sample", "route", "failed", "error"];
  const widths = header.map((h, i) => Math.min(60, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
  const line = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c)).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

export function summaryLine(report: VerifyReport): string {
  const rate = report.seconds > 0 ? (report.samples / report.seconds).toFixed(1) : "0";
  return (
    `verify: ${report.samples} samples, ${report.visits} page visits, ${report.failed.length} failed, ` +
    `${report.flaky.length} flaky, ${report.staticProblems.length} static problems in ${report.seconds.toFixed(1)} s ` +
    `(${rate} samples/s) — ${report.ok ? "OK" : "FAILED"}`
  );
}
