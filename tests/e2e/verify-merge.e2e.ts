/**
 * `verify --shard i/4` on four machines, merged by `gallery merge-reports`, must say what one whole
 * run says: the same samples, each with the same verdict, and the same overall result. Proven on the
 * verify fixture gallery (good and broken samples), built once in a temp copy and checked five times.
 */
import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { generate } from "../../cli/catalog/generate";
import type { VerifyReport } from "../../cli/verify/report";
import { parseShard } from "../../cli/verify/selection";
import { verify, type VerifyOptions } from "../../cli/verify/verify";

const REPO = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(import.meta.dirname, "fixtures/verify-gallery");
const PROJECT_FILES = ["package.json", "samples.config.yaml", "tsconfig.json", "types", "contract", "cli", "shell", "generated/controls"];
const OPTIONS: VerifyOptions = { render: true, typecheck: false, strict: false, allowFlaky: false, workers: 2, timeoutMs: 8000, settleMs: 300, rotation: 0 };

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "gallery-verify-merge-"));
  for (const name of PROJECT_FILES) await cp(path.join(REPO, name), path.join(root, name), { recursive: true });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  await cp(FIXTURE, path.join(root, "samples"), { recursive: true });
  await generate(root);
}, 120_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const verdictsOf = (report: VerifyReport) => Object.fromEntries(report.verdicts.map((v) => [v.sample, v.status]));

it("the merged report of four shards equals one whole run's report", async () => {
  const whole = await verify(root, OPTIONS);
  const files: string[] = [];
  for (const i of [1, 2, 3, 4]) {
    const shard = await verify(root, { ...OPTIONS, shard: parseShard(`${i}/4`), distDir: path.join(root, "dist") });
    files.push(path.join(root, `shard-${i}.json`));
    await writeFile(files.at(-1)!, JSON.stringify(shard));
  }
  const out = path.join(root, "merged.json");
  const cli = spawnSync(process.execPath, [path.join(REPO, "bin/gallery.mjs"), "merge-reports", ...files, "--report", out], { cwd: root, encoding: "utf8" });
  const merged = JSON.parse(await readFile(out, "utf8")) as VerifyReport;

  expect(whole.failed.length).toBeGreaterThan(0);
  expect(cli.status).toBe(1);
  expect(cli.stdout + cli.stderr).toContain(`verify: ${whole.samples} samples`);
  expect(verdictsOf(merged)).toEqual(verdictsOf(whole));
  expect(merged.verdicts.map((v) => v.sample)).toEqual([...whole.verdicts.map((v) => v.sample)].sort());
  expect({ ok: merged.ok, samples: merged.samples, failed: merged.failed, flaky: merged.flaky, staticProblems: merged.staticProblems }).toEqual({
    ok: whole.ok,
    samples: whole.samples,
    failed: [...whole.failed].sort(),
    flaky: [...whole.flaky].sort(),
    staticProblems: whole.staticProblems,
  });
}, 600_000);
