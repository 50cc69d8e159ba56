/**
 * `gallery verify` against samples that loop (tests/e2e/fixtures/verify-hang-gallery): an effect that
 * sets its own state forever, a sample that takes the main thread once it is ready, and one that
 * throws from a timer hundreds of times a second, beside a good sample. Each must fail, named for
 * its cause, and the run must end within the bounds of bounds.ts; a second run with a run bound of
 * a few seconds must end in time and report what it did not reach. Built once in a temp copy.
 */
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../cli/catalog/generate";
import { BOUNDS } from "../../cli/verify/bounds";
import type { FailureKind } from "../../cli/verify/render-checks";
import type { VerifyReport } from "../../cli/verify/report";
import { verify, type VerifyOptions } from "../../cli/verify/verify";

const REPO = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(import.meta.dirname, "fixtures/verify-hang-gallery");
const PROJECT_FILES = ["package.json", "samples.config.yaml", "tsconfig.json", "types", "contract", "cli", "shell", "generated/controls"];

const GOOD = "inputs/button/good-button";
const LOOPS: { id: string; kind: FailureKind; detail: RegExp }[] = [
  { id: "inputs/button/effect-loop", kind: "render-loop", detail: /^render loop: React committed \d+ times in [\d.]+ s after ready/ },
  // The page takes its thread 100 ms after the ready mark: a loaded machine may see it stop answering
  // before verify has read the mark.
  { id: "inputs/button/busy-after-ready", kind: "unresponsive", detail: /^page stopped answering during the (wait for ready|settle|render check|error boundary check)$/ },
  { id: "inputs/button/async-throw-flood", kind: "error-flood", detail: /^error flood: 'fixture: thrown from a timer' \d+ times in [\d.]+ s$/ },
];

const TIMEOUT_MS = 8000;
const SETTLE_MS = 500;
const OPTIONS: VerifyOptions = {
  render: true,
  typecheck: false,
  strict: false,
  allowFlaky: false,
  workers: 2,
  timeoutMs: TIMEOUT_MS,
  settleMs: SETTLE_MS,
  // No sample of this gallery is in rotation slot 1: one visit per look.
  rotation: 1,
};

/**
 * The longest a visit to a looping sample may take: its ready wait, the settle, one page call that
 * gets no answer and the check that the page answers no more, with 5 s for loading on a busy machine.
 */
const VISIT_BOUND_MS = TIMEOUT_MS + SETTLE_MS + BOUNDS.pageCallMs + BOUNDS.answerMs + 5_000;
/** 7 visits (a first and a second look per looping sample, one for the good one) on 2 workers, and a page closed after each failed look. */
const RENDER_BOUND_MS = Math.ceil(7 / 2) * VISIT_BOUND_MS + 6 * BOUNDS.closePageMs;
const SHORT_RUN_MS = 3_000;

let root: string;
let report: VerifyReport;
let renderMs = 0;
let shortRun: VerifyReport;
let shortRenderMs = 0;

/** Runs verify and measures its render step: from the step's start to the report. */
async function timedVerify(options: VerifyOptions): Promise<{ report: VerifyReport; renderMs: number }> {
  let renderStart = 0;
  const result = await verify(root, { ...options, onStep: (step) => step === "render" && (renderStart = performance.now()) });
  return { report: result, renderMs: performance.now() - renderStart };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "gallery-verify-hang-"));
  for (const name of PROJECT_FILES) await cp(path.join(REPO, name), path.join(root, name), { recursive: true });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  await cp(FIXTURE, path.join(root, "samples"), { recursive: true });
  await generate(root);
  ({ report, renderMs } = await timedVerify(OPTIONS));
  // The same build, with a run bound that ends the run while its first visits are under way.
  ({ report: shortRun, renderMs: shortRenderMs } = await timedVerify({ ...OPTIONS, distDir: "dist", runTimeoutMs: SHORT_RUN_MS }));
  console.log(`verify-hang: render step ${(renderMs / 1000).toFixed(1)} s (bound ${RENDER_BOUND_MS / 1000} s); visits ${report.verdicts.flatMap((v) => v.results.map((r) => `${v.sample.split("/").pop()} ${(r.ms / 1000).toFixed(1)} s`)).join(", ")}; short run ${(shortRenderMs / 1000).toFixed(1)} s`);
}, 600_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const verdict = (of: VerifyReport, id: string) => {
  const found = of.verdicts.find((v) => v.sample === id);
  if (!found) throw new Error(`${id} was not checked`);
  return found;
};

describe("verify on samples that loop", () => {
  it("fails exactly the looping samples and passes the good one", () => {
    expect(report.staticProblems).toEqual([]);
    expect([...report.failed].sort()).toEqual(LOOPS.map((l) => l.id).sort());
    expect(report.flaky).toEqual([]);
    expect(verdict(report, GOOD).status).toBe("passed");
  });

  it.each(LOOPS)("$id fails first with $kind, in words", ({ id, kind, detail }) => {
    const results = verdict(report, id).results;
    expect(results.length, id).toBe(2);
    for (const result of results) {
      // The failure that names the cause comes first, before the errors it explains.
      expect(result.failures[0]?.kind, `${id} at ${result.route}`).toBe(kind);
      expect(result.failures[0]?.detail).toMatch(detail);
    }
  });

  it("keeps only the first few of a repeated error", () => {
    const errors = verdict(report, "inputs/button/async-throw-flood").results[0]!.failures.filter((f) => f.detail.includes("fixture: thrown from a timer") && f.kind !== "error-flood");
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(BOUNDS.keptPerMessage);
  });

  it("ends every visit and the run within their bounds", () => {
    for (const { results } of report.verdicts) for (const result of results) expect(result.ms, result.sample).toBeLessThan(VISIT_BOUND_MS);
    expect(renderMs).toBeLessThan(RENDER_BOUND_MS);
  });

  it("stops at the run's bound, and reports every sample it did not finish as failed", () => {
    // Launching the browsers and closing the pages under way come on top of the bound.
    expect(shortRenderMs).toBeLessThan(SHORT_RUN_MS + BOUNDS.launchMs / 3 + BOUNDS.closePageMs + BOUNDS.closeBrowserMs);
    expect(shortRun.verdicts.map((v) => v.sample).sort()).toEqual([GOOD, ...LOOPS.map((l) => l.id)].sort());
    const details = shortRun.verdicts.flatMap((v) => v.results.flatMap((r) => r.failures.map((f) => f.detail)));
    expect(details.some((d) => /^not checked: the run reached its bound of 3 s$/.test(d) || /^the run reached its bound of 3 s during the /.test(d))).toBe(true);
    expect(shortRun.ok).toBe(false);
  });
});
