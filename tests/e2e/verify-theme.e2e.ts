/**
 * `gallery verify --theme` against a gallery of its own (tests/e2e/fixtures/theme-gallery): a clean
 * sample, a sample whose button is taller than its row, and a sample with a hard-coded light panel
 * whose text follows the theme. In material-dark the second fails for overlap and the third for
 * contrast; in the default theme (the run without --theme) all three pass.
 */
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../cli/catalog/generate";
import type { VerifyReport } from "../../cli/verify/report";
import { verify, type VerifyOptions } from "../../cli/verify/verify";

const REPO = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(import.meta.dirname, "fixtures/theme-gallery");
const PROJECT_FILES = ["package.json", "samples.config.yaml", "tsconfig.json", "types", "contract", "cli", "shell", "generated/controls"];

const CLEAN = "inputs/select/clean-rows";
const OVERFLOWING = "inputs/select/overflowing-row";
const LIGHT_PANEL = "inputs/select/light-panel";
const ALL = [CLEAN, OVERFLOWING, LIGHT_PANEL].sort();

const OPTIONS: VerifyOptions = {
  render: true,
  theme: "material-dark",
  typecheck: false,
  workers: 1,
  timeoutMs: 15_000,
  settleMs: 300,
  strict: false,
  allowFlaky: false,
  rotation: 0,
};

let root: string;
let themed: VerifyReport;
let plain: VerifyReport;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "gallery-verify-theme-"));
  for (const name of PROJECT_FILES) await cp(path.join(REPO, name), path.join(root, name), { recursive: true });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  await cp(FIXTURE, path.join(root, "samples"), { recursive: true });
  await generate(root);
  themed = await verify(root, OPTIONS);
  plain = await verify(root, { ...OPTIONS, theme: undefined, distDir: "dist" });
}, 600_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const failuresOf = (report: VerifyReport, id: string) => {
  const found = report.verdicts.find((v) => v.sample === id);
  if (!found) throw new Error(`${id} was not checked`);
  return found.results.flatMap((r) => r.failures);
};

describe("verify --theme material-dark", () => {
  it("fails exactly the overflowing row and the light panel", () => {
    expect(themed.staticProblems).toEqual([]);
    expect(themed.verdicts.map((v) => v.sample).sort()).toEqual(ALL);
    expect(themed.failed.sort()).toEqual([LIGHT_PANEL, OVERFLOWING].sort());
    expect(failuresOf(themed, CLEAN)).toEqual([]);
  });

  it("names the control and the element it covers", () => {
    const failures = failuresOf(themed, OVERFLOWING);
    expect(new Set(failures.map((f) => f.kind)), JSON.stringify(failures)).toEqual(new Set(["overlap"]));
    expect(failures[0]!.detail).toMatch(/^<igc-button[^>]*> covers <p \.fixture-covered> by \d+×\d+ px$/);
  });

  it("names the text whose contrast fails against its own background", () => {
    const failures = failuresOf(themed, LIGHT_PANEL);
    expect(new Set(failures.map((f) => f.kind)), JSON.stringify(failures)).toEqual(new Set(["contrast"]));
    // axe names the element and both colours: the theme's light text on the sample's own light surface.
    expect(failures[0]!.detail).toMatch(/(^|> )p: Element has insufficient color contrast .*background color: #fffdf7/);
  });
});

describe("verify without --theme", () => {
  it("passes all three in the default theme: the checks run only when asked", () => {
    expect(plain.verdicts.map((v) => v.sample).sort()).toEqual(ALL);
    for (const id of ALL) expect(failuresOf(plain, id), id).toEqual([]);
    expect(plain.ok).toBe(true);
  });
});
