/**
 * `gallery verify --a11y` against a gallery of its own (tests/e2e/fixtures/a11y-gallery): a clean
 * sample, a sample with a button that has no accessible name (axe-core's critical `button-name`),
 * and one whose unnamed button sits inside an element the known list
 * (tests/e2e/fixtures/a11y-known.yaml) names as a component. Only the second may fail, and only with --a11y; the list's entry for the clean sample, which never occurs, fails
 * the run as stale. Built once in a temp copy of the project; the run without --a11y reuses that build.
 */
import { cp, mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../cli/catalog/generate";
import type { VerifyReport } from "../../cli/verify/report";
import { verify, type VerifyOptions } from "../../cli/verify/verify";
import { A11Y_KNOWN_FILE } from "../../contract/a11y-known";

const REPO = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(import.meta.dirname, "fixtures/a11y-gallery");
const PROJECT_FILES = ["package.json", "samples.config.yaml", "tsconfig.json", "types", "contract", "cli", "shell", "generated/controls"];

const CLEAN = "inputs/button/clean-button";
const VIOLATING = "inputs/button/unnamed-button";
const LISTED = "inputs/button/listed-widget";
const ALL = [CLEAN, VIOLATING, LISTED].sort();

const OPTIONS: VerifyOptions = {
  render: true,
  a11y: true,
  typecheck: false,
  workers: 1,
  timeoutMs: 15_000,
  settleMs: 300,
  strict: false,
  allowFlaky: false,
  // Rotation 0 also opens the first sample at its alias and bare embed paths.
  rotation: 0,
};

let root: string;
let withA11y: VerifyReport;
let withoutA11y: VerifyReport;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "gallery-verify-a11y-"));
  for (const name of PROJECT_FILES) await cp(path.join(REPO, name), path.join(root, name), { recursive: true });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  await cp(FIXTURE, path.join(root, "samples"), { recursive: true });
  await mkdir(path.dirname(path.join(root, A11Y_KNOWN_FILE)), { recursive: true });
  await cp(path.join(import.meta.dirname, "fixtures/a11y-known.yaml"), path.join(root, A11Y_KNOWN_FILE));
  // As in the real project, generated/ is up to date before verify runs.
  await generate(root);
  withA11y = await verify(root, OPTIONS);
  // The same build, checked without axe-core.
  withoutA11y = await verify(root, { ...OPTIONS, a11y: false, distDir: "dist" });
}, 600_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const verdict = (report: VerifyReport, id: string) => {
  const found = report.verdicts.find((v) => v.sample === id);
  if (!found) throw new Error(`${id} was not checked`);
  return found;
};
const failuresOf = (report: VerifyReport, id: string) => verdict(report, id).results.flatMap((r) => r.failures);

describe("verify --a11y", () => {
  it("checks every sample, and reports the listed entry that no sample showed as stale, by file and field", () => {
    expect(withA11y.verdicts.map((v) => v.sample).sort()).toEqual(ALL);
    expect(withA11y.staticProblems).toEqual([
      expect.objectContaining({ file: A11Y_KNOWN_FILE, field: "known.1", message: "region on igc-button no longer occurs in any of its 1 sample(s)" }),
    ]);
  });

  it("passes the sample whose violation the known list explains, and records the entry as seen", () => {
    expect(failuresOf(withA11y, LISTED)).toEqual([]);
    const checked = verdict(withA11y, LISTED).results.filter((r) => r.a11ySeen);
    expect(checked.length).toBeGreaterThan(0);
    for (const result of checked) expect(result.a11ySeen).toEqual(["button-name on .fixture-widget"]);
  });

  it("fails the sample with a serious violation of its own, with kind a11y naming the rule", () => {
    expect(withA11y.ok).toBe(false);
    expect(withA11y.failed).toEqual([VIOLATING]);
    expect(withA11y.flaky).toEqual([]);
    const failures = failuresOf(withA11y, VIOLATING);
    expect(failures.length).toBeGreaterThan(0);
    expect(new Set(failures.map((f) => f.kind)), JSON.stringify(failures)).toEqual(new Set(["a11y"]));
    for (const failure of failures) {
      expect(failure.detail).toMatch(/^(serious|critical) button-name \(light\): /);
      expect(failure.detail).toContain("fixture-unnamed");
    }
    // Both looks at its grouped path found it, the second confirming the first; the alias and embed
    // visits of its rotation are not checked again.
    const checked = verdict(withA11y, VIOLATING).results.filter((r) => r.a11ySeen);
    expect(checked.map((r) => r.route)).toEqual([`/samples/${VIOLATING}`, `/samples/${VIOLATING}`]);
    for (const result of checked) expect(result.failures.length, result.route).toBeGreaterThan(0);
  });

  it("passes the clean sample and the one whose violation is listed", () => {
    for (const id of [CLEAN, LISTED]) {
      expect(verdict(withA11y, id), JSON.stringify(failuresOf(withA11y, id))).toMatchObject({ status: "passed" });
      expect(failuresOf(withA11y, id)).toEqual([]);
    }
  });
});

describe("verify without --a11y", () => {
  it("passes all three samples: accessibility is checked only when asked", () => {
    expect(withoutA11y.staticProblems).toEqual([]);
    expect(withoutA11y.verdicts.map((v) => v.sample).sort()).toEqual(ALL);
    for (const id of ALL) expect(failuresOf(withoutA11y, id), id).toEqual([]);
    expect(withoutA11y.failed).toEqual([]);
    expect(withoutA11y.ok).toBe(true);
  });
});
