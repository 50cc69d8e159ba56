#!/usr/bin/env node
// `npm test`: dependency rules, unit tests, production build, browser tests, then `gallery verify` on the
// whole gallery with axe-core in the same visits (--a11y: 938 samples in 828 s against 475 s without,
// measured quiet), and the slow passes on the day's part of the samples. Prints one closing line "N passed, N failed, N skipped" that counts every test and
// sample: a skipped test is not a passed one, and it shows.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const reports = mkdtempSync(path.join(tmpdir(), "gallery-test-"));
// The HTML report of the verify run stays in the project, where a person looks for it; on GitHub
// the run's summary also goes to the job's page.
const htmlReport = path.join(root, "verify-report");
const started = Date.now();
const summary = process.env.GITHUB_STEP_SUMMARY ? ["--summary", process.env.GITHUB_STEP_SUMMARY] : [];
let passed = 0;
let failed = 0;
let skipped = 0;

function run(label, command, args, env = {}) {
  process.stdout.write(`\n== ${label}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter(Boolean);
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    run("installing Debian's chromium", "sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"]);
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  console.error(
    "No Chromium found. Install one and run again:\n" +
      "  Debian/Ubuntu: sudo apt-get install -y chromium\n" +
      "  elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium",
  );
  process.exit(1);
}

function countVitest(file, ok) {
  if (!existsSync(file)) {
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  // Vitest's JSON report (Jest's format) counts a skipped test as pending, a todo apart.
  skipped += report.numPendingTests + report.numTodoTests;
  failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
}

/** A `gallery verify` over the build: each sample's verdict counts, and a run that failed without one counts once. */
function countVerify(label, reportName, args) {
  const reportFile = path.join(reports, reportName);
  const verified = run(label, bin("gallery"), ["verify", "--dist", "dist", "--report", reportFile, ...args], env);
  if (!existsSync(reportFile)) {
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  const bad = report.failed.length + report.flaky.length + report.staticProblems.length;
  passed += report.verdicts.length - report.failed.length - report.flaky.length;
  failed += bad + (verified || bad > 0 ? 0 : 1);
}

const chromium = ensureChromium();
const env = { CHROMIUM_PATH: chromium };

// How the folders may depend on each other (.dependency-cruiser.cjs): one check, counted once.
if (run("dependency rules", bin("depcruise"), ["contract", "cli", "shell", "samples", "generated", "--config", ".dependency-cruiser.cjs"])) passed += 1;
else failed += 1;

const unitReport = path.join(reports, "unit.json");
countVitest(unitReport, run("unit tests", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitReport}`], env));

// With source maps beside the chunks: the verify passes below name the source line of an error.
if (run("production build", bin("gallery"), ["build", "--sourcemaps"], env)) {
  passed += 1;
  const e2eReport = path.join(reports, "e2e.json");
  countVitest(
    e2eReport,
    run("browser tests", bin("vitest"), ["run", "-c", "vitest.e2e.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${e2eReport}`], env),
  );
  countVerify("gallery verify --a11y", "verify.json", ["--a11y", "--html", htmlReport, ...summary]);
  // Slow passes on a rotating part of the samples (the day's, by a hash of the id), so days of runs
  // cover every sample: through the Edit panel's runner (a quarter a day: 100 s in CI), through the
  // registration check (a sixty-fourth a day, about 50 s on a quiet machine; the workflow's shards
  // check every sample), and opened five times in fresh pages, where a loop that depends on timing
  // shows (a hundred-and-twenty-eighth a day, about 60 s). Quartered on 2026-11-27, when npm test took
  // 45.0 min here (e2e 1129 s, verify --a11y 868 s, registration 208 s, repeat 236 s) and CI adds about
  // 2 min of install: together they keep it near 41 min.
  countVerify("gallery verify --runner (today's quarter)", "verify-runner.json", ["--runner", "--rotating", "4", "--no-typecheck"]);
  countVerify("gallery verify --registration (today's sixty-fourth)", "verify-registration.json", ["--registration", "--rotating", "64", "--no-typecheck"]);
  countVerify("gallery verify --repeat 5 (today's hundred-and-twenty-eighth)", "verify-repeat.json", ["--repeat", "5", "--rotating", "128", "--no-typecheck"]);
  // The theme pass in the day's theme on the day's sixteenth (README, the `--theme` paragraph):
  // the seven themes and sixteen parts turn together, so 112 days of runs meet every sample in every
  // theme; the scheduled workflow (themes.yml) covers them all within a week.
  countVerify("gallery verify --theme (today's theme, today's sixteenth)", "verify-theme.json", ["--theme", "--rotating", "16", "--no-typecheck"]);
} else {
  failed += 1;
}

const htmlIndex = path.join(htmlReport, "index.html");
if (existsSync(htmlIndex) && statSync(htmlIndex).mtimeMs >= started) console.log(`\nverify report: ${htmlIndex}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
