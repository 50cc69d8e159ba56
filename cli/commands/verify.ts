import { Command, InvalidArgumentError } from "commander";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runAction } from "./run";

const positive = (name: string) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError(`${name}: expected a whole number, got '${value}'`);
  return n;
};

const atLeastOne = (name: string) => (value: string) => {
  const n = positive(name)(value);
  if (n < 1) throw new InvalidArgumentError(`${name}: expected 1 or more, got '${value}'`);
  return n;
};

interface Options {
  render: boolean;
  dist?: string;
  only?: string;
  shard?: string;
  changed?: string | boolean;
  strict?: boolean;
  a11y?: boolean;
  theme?: string | true;
  allowFlaky?: boolean;
  workers: number;
  timeout: number;
  settle: number;
  rotation?: number;
  rotating?: number;
  screenshots?: string;
  repeat?: number;
  runTimeout?: number;
  report?: string;
  html?: string;
  galleryUrl?: string;
  summary?: string;
  runner?: boolean;
  registration?: boolean;
  typecheck: boolean;
}

export const verifyCommand = new Command("verify")
  .description("prove that no route is broken and that every sample renders in Chromium")
  .option("--no-render", "run the static checks only (no build, no browser)")
  .option("--dist <dir>", "check this build instead of building")
  .option("--only <glob>", "check only the samples whose id (group/component/sample) matches")
  .option("--shard <i/n>", "render only the i-th of n deterministic shards of the samples (sorted ids, every n-th); the static checks run whole in every shard, so n machines together check exactly what one full run does")
  .option("--changed [ref]", "check only the samples whose own files, or the _shared/ files they import, changed since ref (default: the merge base with main), including uncommitted changes")
  .option("--strict", "fail on console.warn too")
  .option("--a11y", "run axe-core on every sample after it is ready; serious and critical violations fail it")
  .option("--theme [key]", "render every sample in this theme (such as material-dark; with no key, the day's turn among the themes other than the default) and fail on a control drawn over its neighbour or on text with too little contrast")
  .option("--allow-flaky", "do not count samples that failed once and then passed")
  .option("--workers <n>", "pages open at once", positive("--workers"), 4)
  .option("--timeout <ms>", "how long a sample may take to become ready", positive("--timeout"), 20000)
  .option("--settle <ms>", "how long to keep watching a sample after it is ready at its grouped path (alias and embed visits: 100 ms at most)", positive("--settle"), 500)
  .option("--rotation <n>", "which quarter of the samples is also opened at its alias and embed path, from within the page (default: by day); every route form's page is checked on the build for every sample", positive("--rotation"))
  .option("--rotating <n>", "check only this run's part of the samples: one of n by a hash of the id, turning with --rotation (by day), so n days of runs check every sample (for the slow passes CI rotates: --runner, --repeat)", atLeastOne("--rotating"))
  .option("--screenshots <dir>", "save one PNG per sample")
  .option("--repeat <n>", "open each selected sample n times, each in a fresh page, instead of the usual visits; any page error or other failure in any opening fails it (for samples whose failure depends on timing)", atLeastOne("--repeat"))
  .option("--run-timeout <ms>", "stop rendering after this long and report what was not reached as not checked (default: 5 min plus 15 s per visit per worker)", atLeastOne("--run-timeout"))
  .option("--report <file>", "write the results as JSON")
  .option("--html <dir>", "write a static HTML report into this folder: a summary, every sample with its times and a thumbnail, a page with a screenshot per failing or flaky sample (opens from the disk, no server)")
  .option("--gallery-url <url>", "where the report's links open a sample (default: the gallery as `npm start` serves it)")
  .option("--summary <file>", "append a Markdown summary of the run to this file (GitHub's $GITHUB_STEP_SUMMARY)")
  .option("--runner", "render each sample through the Edit panel's in-page runner from its own unedited files instead of its built chunk (grouped path only); a sample whose runner render fails to compile, errors or stays empty fails")
  .option("--registration", "also render every sample in two fresh pages, as it is and after every Igr…Module.register() of the Ignite UI packages it imports, and fail it when the settled screenshots differ, naming the modules it misses")
  .option("--no-typecheck", "skip the TypeScript checks (the type-check, and whether generated/controls/ is what the packages' declarations give)")
  .action((options: Options) =>
    runAction(async () => {
      const { writeReportOutputs } = await import("../html-report/outputs");
      const { formatProblems } = await import("../errors");
      const { createProgress } = await import("../log");
      const { failureTable, summaryLine } = await import("../verify/report");
      const { parseShard } = await import("../verify/selection");
      const { parseThemeKey } = await import("../verify/theme-pass");
      const { verify } = await import("../verify/verify");
      const progress = createProgress();
      const shotsDir = options.html ? await mkdtemp(path.join(os.tmpdir(), "gallery-verify-shots-")) : undefined;
      const report = await verify(process.cwd(), {
        render: options.render,
        distDir: options.dist,
        only: options.only,
        shard: options.shard === undefined ? undefined : parseShard(options.shard),
        rotating: options.rotating,
        changedSince: typeof options.changed === "string" ? options.changed : options.changed ? "" : undefined,
        strict: Boolean(options.strict),
        a11y: Boolean(options.a11y),
        theme: typeof options.theme === "string" ? parseThemeKey(options.theme) : options.theme,
        allowFlaky: Boolean(options.allowFlaky),
        workers: options.workers,
        timeoutMs: options.timeout,
        settleMs: options.settle,
        rotation: options.rotation ?? Math.floor(Date.now() / 86_400_000),
        screenshotsDir: options.screenshots,
        shotsDir,
        repeat: options.repeat,
        runner: Boolean(options.runner),
        runTimeoutMs: options.runTimeout,
        registration: Boolean(options.registration),
        typecheck: options.typecheck,
        onStep: (step) => progress.step(`verify: ${step}`),
        onVisit: (_result, done, total, failures) => progress.count(done, total, `${failures} failing`),
        onRegistration: (_outcome, done, total, failures) => progress.count(done, total, `${failures} failing registration`),
      }).catch(async (error: unknown) => {
        if (shotsDir) await rm(shotsDir, { recursive: true, force: true });
        throw error;
      });
      if (report.staticProblems.length) {
        progress.done(`static checks found ${report.staticProblems.length} problem(s):\n${formatProblems(report.staticProblems)}`);
      }
      const table = failureTable(report.verdicts);
      if (table) progress.done(table);
      progress.done(summaryLine(report));
      if (options.report) await writeFile(options.report, JSON.stringify(report, null, 2) + "\n");
      try {
        for (const line of await writeReportOutputs(process.cwd(), report, options, shotsDir ? [shotsDir] : [])) progress.done(line);
      } finally {
        if (shotsDir) await rm(shotsDir, { recursive: true, force: true });
      }
      if (!report.ok) process.exitCode = 1;
    }),
  );
