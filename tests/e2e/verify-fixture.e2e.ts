/**
 * `gallery verify` against a small gallery of its own: two good samples and one broken sample per
 * kind of render failure (tests/e2e/fixtures/verify-gallery). Exactly the broken ones must fail,
 * each for its own reason. Needs no build of the real gallery: the fixture is built in a temp copy.
 */
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../cli/catalog/generate";
import type { FailureKind } from "../../cli/verify/render-checks";
import type { VerifyReport } from "../../cli/verify/report";
import { verify } from "../../cli/verify/verify";

const REPO = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(import.meta.dirname, "fixtures/verify-gallery");
const PROJECT_FILES = ["package.json", "samples.config.yaml", "tsconfig.json", "types", "contract", "cli", "shell", "generated/controls"];

/** Its downloads are aborted when verify moves on: they must not be charged to the sample visited next. */
const ABORTS_ON_LEAVE = "inputs/button/fetch-until-left";
const GOOD = ["charts/category-chart/good-chart", "inputs/button/good-button", ABORTS_ON_LEAVE];

/** Each broken sample, the failure kind it must be reported with, and whether that must be its only kind. */
const BROKEN: { id: string; kinds: FailureKind[]; only: boolean }[] = [
  { id: "inputs/button/throws", kinds: ["error-boundary", "page-error"], only: false },
  { id: "inputs/button/console-error", kinds: ["console-error"], only: true },
  { id: "inputs/button/rejects-after-ready", kinds: ["after-ready"], only: true },
  { id: "inputs/button/zero-size", kinds: ["empty-render"], only: true },
  { id: "inputs/button/no-component", kinds: ["empty-render"], only: true },
  { id: "inputs/button/outside-request", kinds: ["outside-request"], only: false },
  { id: "inputs/button/never-ready", kinds: ["timeout"], only: true },
];

let root: string;
let report: VerifyReport;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "gallery-verify-fixture-"));
  for (const name of PROJECT_FILES) await cp(path.join(REPO, name), path.join(root, name), { recursive: true });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  await cp(FIXTURE, path.join(root, "samples"), { recursive: true });
  await mkdir(path.join(root, "samples", ABORTS_ON_LEAVE, "public"), { recursive: true });
  await writeFile(path.join(root, "samples", ABORTS_ON_LEAVE, "public/big.json"), JSON.stringify({ rows: "x".repeat(8_000_000) }));
  // As in the real project, generated/ is up to date before verify runs.
  await generate(root);
  report = await verify(root, {
    render: true,
    typecheck: false,
    strict: false,
    allowFlaky: false,
    workers: 2,
    timeoutMs: 8000,
    settleMs: 1000,
    // Rotation 0 also opens every fourth sample at its alias and bare embed paths.
    rotation: 0,
  });
}, 300_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const verdict = (id: string) => {
  const found = report.verdicts.find((v) => v.sample === id);
  if (!found) throw new Error(`${id} was not checked`);
  return found;
};

const kindsOf = (id: string) => new Set(verdict(id).results.flatMap((r) => r.failures.map((f) => f.kind)));

describe("verify on a gallery with one broken sample per failure kind", () => {
  it("finds no static problem and checks every sample", () => {
    expect(report.staticProblems).toEqual([]);
    expect(report.verdicts.map((v) => v.sample).sort()).toEqual([...GOOD, ...BROKEN.map((b) => b.id)].sort());
  });

  it("fails exactly the broken samples, never calling one flaky, and passes the good ones", () => {
    expect(report.ok).toBe(false);
    expect([...report.failed].sort()).toEqual(BROKEN.map((b) => b.id).sort());
    expect(report.flaky).toEqual([]);
    for (const id of GOOD) expect(verdict(id), id).toMatchObject({ status: "passed" });
  });

  it.each(BROKEN)("$id fails with $kinds", ({ id, kinds, only }) => {
    const found = kindsOf(id);
    expect(kinds.some((kind) => found.has(kind)), `${id}: ${[...found].join(", ")}`).toBe(true);
    if (only) expect([...found], id).toEqual(kinds);
    // Each look at a failed sample failed: the second look confirms the first.
    for (const result of verdict(id).results) expect(result.failures.length, `${id} at ${result.route}`).toBeGreaterThan(0);
  });

  it("explains each failure in words", () => {
    const details = (id: string) => verdict(id).results.flatMap((r) => r.failures.map((f) => f.detail)).join("\n");
    expect(details("inputs/button/throws")).toContain("fixture: this sample throws in render");
    expect(details("inputs/button/console-error")).toContain("fixture: something went wrong");
    expect(details("inputs/button/rejects-after-ready")).toContain("fixture: late rejection");
    expect(details("inputs/button/zero-size")).toContain("the main component <igc-button> has zero size");
    expect(details("inputs/button/no-component")).toContain("no Ignite UI component was rendered");
    expect(details("inputs/button/outside-request")).toContain("http://198.51.100.1/data.json");
    expect(details("inputs/button/never-ready")).toContain("no ready mark within 8000 ms");
  });

  it("names the sample's own source file and line, through the build's source maps, and keeps the raw stack", () => {
    const failures = (id: string) => verdict(id).results.flatMap((r) => r.failures);
    // React reports an error its boundary caught through console.error, with the error's stack.
    const thrown = failures("inputs/button/throws").find((f) => f.detail.includes("this sample throws") && f.raw)!;
    expect(thrown.detail).toMatch(/samples\/inputs\/button\/throws\/index\.tsx:4:\d+/);
    expect(thrown.raw).toMatch(/\/assets\/chunks\/[^:]+\.js:\d+:\d+/);
    expect(thrown.detail).toMatch(/ \(node_modules\/react-dom\/[^:]+\.js:\d+:\d+\)/);
    const logged = failures("inputs/button/console-error")[0]!;
    expect(logged.detail).toMatch(/fixture: something went wrong \(at samples\/inputs\/button\/console-error\/index\.tsx:5:\d+\)/);
  });
});
