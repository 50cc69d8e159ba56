import { Command } from "commander";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { runAction } from "./run";

export const mergeReportsCommand = new Command("merge-reports")
  .description("merge the JSON reports of `verify --shard i/n` runs into one run's report and summary; exits 1 when the merged run failed")
  .argument("<reports...>", "the shards' --report files")
  .option("--report <file>", "write the merged report as JSON")
  .option("--html <dir>", "write the merged HTML report; each report's pictures are taken from the shots/ folder beside it (as in a `verify --html` folder: give its report.json)")
  .option("--gallery-url <url>", "where the report's links open a sample (default: the gallery as `npm start` serves it)")
  .option("--summary <file>", "append a Markdown summary of the merged run to this file (GitHub's $GITHUB_STEP_SUMMARY)")
  .action((files: string[], options: { report?: string; html?: string; galleryUrl?: string; summary?: string }) =>
    runAction(async () => {
      const { writeReportOutputs } = await import("../html-report/outputs");
      const { formatProblems } = await import("../errors");
      const { createProgress } = await import("../log");
      const { mergeReports, readReport } = await import("../verify/merge");
      const { failureTable, summaryLine } = await import("../verify/report");
      const { staleInMergedRun } = await import("../verify/a11y-stale");
      const progress = createProgress();
      const reports = await Promise.all(files.map(async (file) => ({ file, report: await readReport(file) })));
      const merged = mergeReports(reports);
      // Each shard saw part of a known entry's samples only: the merged run judges the list as a whole.
      const stale = await staleInMergedRun(process.cwd(), merged);
      if (stale.length) Object.assign(merged, { ok: false, staticProblems: [...merged.staticProblems, ...stale] });
      if (merged.staticProblems.length) progress.done(`static checks found ${merged.staticProblems.length} problem(s):\n${formatProblems(merged.staticProblems)}`);
      const table = failureTable(merged.verdicts);
      if (table) progress.done(table);
      progress.done(`${summaryLine(merged)} (${files.length} reports merged)`);
      if (options.report) await writeFile(options.report, JSON.stringify(merged, null, 2) + "\n");
      const shotDirs = files.map((file) => path.join(path.dirname(file), "shots"));
      for (const line of await writeReportOutputs(process.cwd(), merged, options, shotDirs)) progress.done(line);
      if (!merged.ok) process.exitCode = 1;
    }),
  );
