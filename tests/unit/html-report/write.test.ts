import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REPORT_BUDGET_MB } from "../../../cli/html-report/html";
import { writeHtmlReport } from "../../../cli/html-report/write";
import type { VerifyReport } from "../../../cli/verify/report";
import { shotFileName } from "../../../cli/verify/shots";

const REPORT = {
  ok: false,
  seconds: 1,
  samples: 2,
  visits: 2,
  staticProblems: [],
  failed: ["a/b/bad"],
  flaky: [],
  verdicts: [
    { sample: "a/b/bad", status: "failed", results: [{ sample: "a/b/bad", route: "/samples/a/b/bad", ms: 5, failures: [{ kind: "page-error", detail: "Error: <script>alert(1)</script>" }] }] },
    { sample: "a/b/good", status: "passed", results: [{ sample: "a/b/good", route: "/samples/a/b/good", ms: 5, failures: [] }] },
  ],
} as unknown as VerifyReport;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "html-report-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const options = (shots: string) => ({ shotDirs: [shots], galleryUrl: "http://127.0.0.1:4200/react-demos/" });

describe("writeHtmlReport", () => {
  it("writes the pages, the pictures it finds, its assets and the JSON it was made from, escaping what the page logged", async () => {
    const shots = path.join(dir, "shots-in");
    await mkdir(shots);
    await writeFile(path.join(shots, shotFileName("a/b/bad", "viewport")), "failed picture");
    await writeFile(path.join(shots, shotFileName("a/b/good", "thumbnail")), "thumbnail");
    const out = path.join(dir, "report");
    await writeHtmlReport(out, REPORT, options(shots));
    expect((await readdir(out)).sort()).toEqual(["index.html", "report.css", "report.js", "report.json", "samples", "shots"]);
    expect((await readdir(path.join(out, "shots"))).sort()).toEqual([shotFileName("a/b/bad", "viewport"), shotFileName("a/b/good", "thumbnail")].sort());
    const page = await readFile(path.join(out, "samples/a__b__bad.html"), "utf8");
    expect(page).not.toContain("<script>alert");
    expect(page).toContain("&#60;script&#62;alert(1)");
    expect(page).toContain('href="http://127.0.0.1:4200/react-demos/samples/a/b/bad"');
    expect(page).toContain(`src="../shots/${shotFileName("a/b/bad", "viewport")}"`);
    expect(existsSync(path.join(out, "samples/a__b__good.html"))).toBe(false);
    expect(JSON.parse(await readFile(path.join(out, "report.json"), "utf8"))).toEqual(REPORT);
  });

  it("keeps whole screenshots while the report stays within its budget, failed samples first, and a thumbnail for the rest", async () => {
    const shots = path.join(dir, "shots-in");
    await mkdir(shots);
    const report = {
      ...REPORT,
      failed: ["a/b/bad", "a/b/worse"],
      flaky: ["a/b/flaky"],
      verdicts: ["a/b/flaky", "a/b/bad", "a/b/worse"].map((sample) => ({ ...REPORT.verdicts[0], sample, status: sample.endsWith("flaky") ? "flaky" : "failed" })),
    } as unknown as VerifyReport;
    // Two of three fit in the budget.
    const size = Math.floor((REPORT_BUDGET_MB * 1_048_576) / 2.5);
    for (const sample of ["a/b/flaky", "a/b/bad", "a/b/worse"]) {
      await writeFile(path.join(shots, shotFileName(sample, "viewport")), Buffer.alloc(size));
      await writeFile(path.join(shots, shotFileName(sample, "thumbnail")), "thumbnail");
    }
    const out = path.join(dir, "report");
    await writeHtmlReport(out, report, options(shots));
    const kept = (await readdir(path.join(out, "shots"))).filter((name) => name.endsWith(".viewport.webp"));
    expect(kept.sort()).toEqual([shotFileName("a/b/bad", "viewport"), shotFileName("a/b/worse", "viewport")]);
    expect(await readFile(path.join(out, "samples/a__b__flaky.html"), "utf8")).toContain(`src="../shots/${shotFileName("a/b/flaky", "thumbnail")}"`);
  });

  it("replaces an earlier report whole and leaves no staging folder behind", async () => {
    const out = path.join(dir, "report");
    await writeHtmlReport(out, REPORT, options(dir));
    await writeFile(path.join(out, "samples/stale.html"), "from an earlier run");
    await writeHtmlReport(out, REPORT, options(dir));
    expect(await readdir(path.join(out, "samples"))).toEqual(["a__b__bad.html"]);
    expect(await readdir(dir)).toEqual(["report"]);
  });

  it("refuses a folder that holds anything but a report, and leaves it as it was", async () => {
    const out = path.join(dir, "src");
    await mkdir(out);
    await writeFile(path.join(out, "main.ts"), "keep me");
    await expect(writeHtmlReport(out, REPORT, options(dir))).rejects.toThrow(/src: the folder exists and is not a verify report/);
    expect(await readdir(out)).toEqual(["main.ts"]);
    expect(await readdir(dir)).toEqual(["src"]);
  });
});
