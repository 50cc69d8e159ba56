/**
 * `gallery verify --registration` against two fixture samples (tests/e2e/fixtures/registration-gallery)
 * that draw the same annotated line chart and differ by one call: one registers
 * IgrDataChartAnnotationModule, the other does not, so opened alone it shows no annotation. The
 * check must fail the second, naming that module, and pass the first. Built once in a temp copy.
 */
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../cli/catalog/generate";
import type { VerifyReport } from "../../cli/verify/report";
import { verify } from "../../cli/verify/verify";

const REPO = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(import.meta.dirname, "fixtures/registration-gallery");
const PROJECT_FILES = ["package.json", "samples.config.yaml", "tsconfig.json", "types", "contract", "cli", "shell", "generated/controls"];
const REGISTERED = "charts/data-chart/annotation-registered";
const UNREGISTERED = "charts/data-chart/annotation-unregistered";

let root: string;
let report: VerifyReport;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "gallery-verify-registration-"));
  for (const name of PROJECT_FILES) await cp(path.join(REPO, name), path.join(root, name), { recursive: true });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  await cp(FIXTURE, path.join(root, "samples"), { recursive: true });
  await generate(root);
  report = await verify(root, {
    render: true,
    registration: true,
    typecheck: false,
    strict: false,
    allowFlaky: false,
    workers: 2,
    timeoutMs: 30_000,
    settleMs: 500,
    rotation: 1,
  });
}, 900_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const outcome = (id: string) => {
  const found = report.registration?.find((o) => o.sample === id);
  if (!found) throw new Error(`${id} had no registration check`);
  return found;
};

describe("verify --registration", () => {
  it("fails the sample that does not register the annotation module, naming it, and only that one", () => {
    expect(report.staticProblems).toEqual([]);
    expect(report.failed).toEqual([UNREGISTERED]);
    expect(outcome(UNREGISTERED)).toMatchObject({ status: "missing-modules", modules: ["IgrDataChartAnnotationModule"] });
    const verdict = report.verdicts.find((v) => v.sample === UNREGISTERED)!;
    const registration = verdict.results.find((r) => r.route === "registration");
    expect(registration?.failures[0]?.kind).toBe("registration");
    expect(registration?.failures[0]?.detail).toMatch(/unless IgrDataChartAnnotationModule is registered/);
  });

  it("passes the same chart once it calls register()", () => {
    expect(outcome(REGISTERED).status).toBe("same");
    expect(report.verdicts.find((v) => v.sample === REGISTERED)?.status).toBe("passed");
  });
});
