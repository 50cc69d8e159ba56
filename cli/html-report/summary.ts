import type { VerifyReport } from "../verify/report";
import { reportView } from "./model";

/** Rows of failing samples in the summary; the HTML report has them all. */
const MAX_ROWS = 50;

/** A table cell: one line, no pipe to break the row, at most `max` characters. */
function cell(text: string, max = 200): string {
  const line = text.split("\n")[0]!.replace(/\|/g, "\\|").replace(/`/g, "'").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * The run in a few lines of Markdown, for the CI job's summary (GITHUB_STEP_SUMMARY): the counts,
 * then each failing or flaky sample with its first error.
 */
export function jobSummary(report: VerifyReport): string {
  const view = reportView(report);
  const lines = [
    `## gallery verify: ${view.ok ? "passed" : "FAILED"}`,
    "",
    "| samples | page visits | failed | flaky | static problems | time |",
    "|---:|---:|---:|---:|---:|---:|",
    `| ${view.samples} | ${view.visits} | ${view.failed} | ${view.flaky} | ${view.staticProblems.length} | ${view.seconds.toFixed(1)} s |`,
  ];
  for (const problem of view.staticProblems.slice(0, MAX_ROWS)) lines.push(`- static: \`${cell(problem.file, 120)}\`: ${cell(problem.message)}`);
  const bad = view.rows.filter((row) => row.status !== "passed");
  if (bad.length) {
    lines.push("", "| sample | status | kinds | first error |", "|---|---|---|---|");
    for (const row of bad.slice(0, MAX_ROWS)) {
      lines.push(`| \`${row.id}\` | ${row.status} | ${cell(row.kinds.map(([kind]) => kind).join(", "), 80)} | ${cell(row.firstError ?? "")} |`);
    }
    if (bad.length > MAX_ROWS) lines.push("", `…and ${bad.length - MAX_ROWS} more.`);
  }
  return lines.join("\n") + "\n";
}
