import type { Problem } from "../errors";
import type { SampleVerdict } from "./render";
import type { RegistrationOutcome } from "./registration-check";

export interface VerifyReport {
  ok: boolean;
  seconds: number;
  samples: number;
  visits: number;
  staticProblems: Problem[];
  failed: string[];
  flaky: string[];
  verdicts: SampleVerdict[];
  /** Each sample's registration check (`--registration`). */
  registration?: RegistrationOutcome[];
}

/**
 * One row per failing or flaky sample, however many visits failed: its status, the kinds of failure
 * (with how many times each was seen, over all its visits and routes), and the first error. The
 * --report JSON keeps every visit.
 */
export function failureTable(verdicts: readonly SampleVerdict[]): string {
  const rows: string[][] = [];
  for (const verdict of verdicts) {
    if (verdict.status === "passed") continue;
    const failures = verdict.results.flatMap((result) => result.failures);
    const kinds = new Map<string, number>();
    for (const failure of failures) kinds.set(failure.kind, (kinds.get(failure.kind) ?? 0) + 1);
    const kindText = [...kinds].map(([kind, n]) => (n > 1 ? `${kind} ×${n}` : kind)).join(", ");
    const routes = new Set(verdict.results.filter((r) => r.failures.length).map((r) => r.route)).size;
    const first = failures[0]?.detail.split("\n").slice(0, 2).join(" | ").slice(0, 160) ?? "";
    rows.push([verdict.sample, `${verdict.status}${routes > 1 ? ` (${routes} routes)` : ""}`, kindText, first]);
  }
  if (rows.length === 0) return "";
  const header = ["sample", "status", "failed", "first error"];
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
