import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mergeReports, readReport } from "../../../cli/verify/merge";
import type { RegistrationOutcome } from "../../../cli/verify/registration-check";
import type { VerifyReport } from "../../../cli/verify/report";

const verdict = (sample: string, status: "passed" | "failed" | "flaky") => ({ sample, status, results: [{ sample, route: `/${sample}`, ms: 5, failures: [] }] });
const staticProblem = { file: "samples/a/b/c", field: "heading", message: "missing" };

function shard(ok: boolean, seconds: number, verdicts: ReturnType<typeof verdict>[]): VerifyReport {
  return {
    ok,
    seconds,
    samples: verdicts.length,
    visits: verdicts.length * 2,
    staticProblems: [staticProblem],
    failed: verdicts.filter((v) => v.status === "failed").map((v) => v.sample),
    flaky: verdicts.filter((v) => v.status === "flaky").map((v) => v.sample),
    verdicts,
  };
}

describe("mergeReports", () => {
  it("lists every sample once in id order, counts the shared static problems once and takes the slowest shard's time", () => {
    const merged = mergeReports([
      { file: "1.json", report: shard(false, 12, [verdict("b/x/2", "failed"), verdict("a/x/1", "passed")]) },
      { file: "2.json", report: shard(true, 30, [verdict("a/x/3", "flaky"), verdict("c/x/4", "passed")]) },
    ]);
    expect(merged.verdicts.map((v) => v.sample)).toEqual(["a/x/1", "a/x/3", "b/x/2", "c/x/4"]);
    expect(merged).toMatchObject({ ok: false, seconds: 30, samples: 4, visits: 8, failed: ["b/x/2"], flaky: ["a/x/3"], staticProblems: [staticProblem] });
  });

  it("is ok only when every shard was", () => {
    expect(mergeReports([{ file: "1.json", report: shard(true, 1, [verdict("a/x/1", "passed")]) }]).ok).toBe(true);
  });

  it("merges the shards' registration outcomes in id order, and adds none when no shard ran the check", () => {
    const outcome = (sample: string, status: RegistrationOutcome["status"]): RegistrationOutcome => ({ sample, status, detail: status, renders: 2, ms: 40 });
    const merged = mergeReports([
      { file: "1.json", report: { ...shard(true, 1, [verdict("b/x/2", "passed")]), registration: [outcome("b/x/2", "same")] } },
      { file: "2.json", report: { ...shard(false, 1, [verdict("a/x/1", "failed")]), registration: [outcome("a/x/1", "missing-modules")] } },
    ]);
    expect(merged.registration?.map((o) => [o.sample, o.status])).toEqual([["a/x/1", "missing-modules"], ["b/x/2", "same"]]);
    expect(mergeReports([{ file: "1.json", report: shard(true, 1, [verdict("a/x/1", "passed")]) }])).not.toHaveProperty("registration");
  });

  it("names both files when two shards checked the same sample", () => {
    const report = shard(true, 1, [verdict("a/x/1", "passed")]);
    expect(() => mergeReports([{ file: "1.json", report }, { file: "2.json", report }])).toThrow("2.json: sample 'a/x/1' was also checked in 1.json: the shards overlap");
  });
});

describe("readReport", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "gallery-merge-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("names the file and the field that is wrong", async () => {
    const file = path.join(dir, "bad.json");
    await writeFile(file, JSON.stringify({ ...shard(true, 1, []), verdicts: [{ sample: "a/x/1", status: "broken", results: [] }] }));
    await expect(readReport(file)).rejects.toThrow(`${file}: field 'verdicts.0.status'`);
  });

  it("keeps the registration outcomes a shard's file carries", async () => {
    const file = path.join(dir, "registration.json");
    const registration = [{ sample: "a/x/1", status: "skipped", detail: "imports no Ignite UI package with modules to register", renders: 0, ms: 0 }];
    await writeFile(file, JSON.stringify({ ...shard(true, 1, [verdict("a/x/1", "passed")]), registration }));
    expect((await readReport(file)).registration).toEqual(registration);
  });

  it("names the file that is not JSON", async () => {
    const file = path.join(dir, "half.json");
    await writeFile(file, "{");
    await expect(readReport(file)).rejects.toThrow(`${file}: not a verify report`);
  });
});
