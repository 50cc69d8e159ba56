/**
 * `gallery verify --html` on a gallery of its own (tests/e2e/fixtures/report-gallery): one sample that
 * passes, one that throws in render, one that logs an error the first time it opens only (flaky).
 * The report must give the right counts, a page for the failing sample with its screenshot and the
 * source position of the throw, open from the disk with no request outside its folder, pass axe at
 * a wide and a narrow width in both colour schemes, and filter by keyboard. Two shards merged by
 * `merge-reports --html` must give the same report, pictures included.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../cli/catalog/generate";
import type { VerifyReport } from "../../cli/verify/report";
import { launchChromium } from "./support/chromium";

const REPO = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(import.meta.dirname, "fixtures/report-gallery");
const PROJECT_FILES = ["package.json", "samples.config.yaml", "tsconfig.json", "types", "contract", "cli", "shell", "generated/controls"];
const RUN = ["--no-typecheck", "--workers", "2", "--timeout", "8000", "--settle", "300", "--rotation", "0"];

const PASSING = "inputs/button/good-button";
const FAILING = "inputs/button/throws";
const FLAKY = "inputs/button/fails-once";
const FAILING_PAGE = "samples/inputs__button__throws.html";

let root: string;
let out: string;
let browser: Browser;
let cliOutput: string;

const gallery = (...args: string[]) => {
  const run = spawnSync(process.execPath, [path.join(REPO, "bin/gallery.mjs"), ...args], { cwd: root, encoding: "utf8" });
  return { status: run.status, output: run.stdout + run.stderr };
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "gallery-verify-html-"));
  for (const name of PROJECT_FILES) await cp(path.join(REPO, name), path.join(root, name), { recursive: true });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  await cp(FIXTURE, path.join(root, "samples"), { recursive: true });
  await generate(root);
  out = path.join(root, "report");
  const run = gallery("verify", ...RUN, "--html", out, "--summary", path.join(root, "summary.md"));
  cliOutput = run.output;
  expect(run.status, run.output).toBe(1);
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** Opens a page of a report folder from the disk, failing the test on any request that leaves the folder. */
async function open(folder: string, file: string, width = 1280): Promise<{ page: Page; outside: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const inside = pathToFileURL(folder).href + "/";
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(inside)) outside.push(request.url());
  });
  page.on("requestfailed", (request) => outside.push(`failed: ${request.url()}`));
  await page.goto(pathToFileURL(path.join(folder, file)).href);
  await page.waitForLoadState("load");
  return { page, outside };
}

/** Every lazy image loaded: scrolled through to the end. */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await readFile(path.join(REPO, "node_modules/axe-core/axe.min.js"), "utf8") });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document): Promise<Result> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

const figures = (page: Page) =>
  page.$$eval(".figure", (nodes) => Object.fromEntries(nodes.map((n) => [n.querySelector("dt")!.textContent, n.querySelector("dd")!.textContent])));

const statuses = (page: Page) =>
  page.$$eval("table.samples tbody tr", (rows) => Object.fromEntries(rows.map((r) => [r.querySelector("th")!.textContent, (r as HTMLElement).dataset.status])));

describe("verify --html on one passing, one failing and one flaky sample", () => {
  it("says where the report is and writes a whole folder", async () => {
    expect(cliOutput).toContain(`HTML report: ${path.join(out, "index.html")}`);
    expect((await readdir(out)).sort()).toEqual(["index.html", "report.css", "report.js", "report.json", "samples", "shots"]);
    expect((await readdir(path.join(out, "samples"))).sort()).toEqual(["inputs__button__fails-once.html", "inputs__button__throws.html"]);
    const report = JSON.parse(await readFile(path.join(out, "report.json"), "utf8")) as VerifyReport;
    expect({ failed: report.failed, flaky: report.flaky }).toEqual({ failed: [FAILING], flaky: [FLAKY] });
  });

  it("counts the samples, visits, failed and flaky ones, and gives each its status", async () => {
    const { page } = await open(out, "index.html");
    const report = JSON.parse(await readFile(path.join(out, "report.json"), "utf8")) as VerifyReport;
    expect(await figures(page)).toMatchObject({ Result: "failed", Samples: "3", "Page visits": String(report.visits), Failed: "1", Flaky: "1" });
    expect(await statuses(page)).toEqual({ [PASSING]: "passed", [FAILING]: "failed", [FLAKY]: "flaky" });
    expect(await page.locator("ol.slowest li").count()).toBe(3);
    await page.close();
  });

  it("shows the failing sample's screenshot, the source position of its throw and a link into the gallery", async () => {
    const { page } = await open(out, "index.html");
    await page.getByRole("link", { name: FAILING }).first().click();
    expect(page.url()).toBe(pathToFileURL(path.join(out, FAILING_PAGE)).href);
    const screenshot = page.locator("figure.shot img");
    await screenshot.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>("figure.shot img")?.complete);
    expect(await screenshot.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1280, 800]);
    expect(await screenshot.getAttribute("alt")).toContain(FAILING);
    const positions = await page.locator(".at code.position").allTextContents();
    expect(positions).toContain("samples/inputs/button/throws/index.tsx:4:9");
    expect(await page.locator(".messages > li").count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: `Open ${FAILING} in the gallery` }).getAttribute("href")).toBe(
      "http://127.0.0.1:4200/react-demos/samples/inputs/button/throws",
    );
    await page.close();
  });

  it("gives the passing sample a small compressed thumbnail", async () => {
    const thumbnail = path.join(out, "shots/inputs__button__good-button.thumbnail.webp");
    expect((await stat(thumbnail)).size).toBeLessThan(20_000);
    const { page } = await open(out, "index.html");
    await loadAllImages(page);
    const size = await page.locator(`tr[data-status=passed] img`).evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(320);
    await page.close();
  });

  it("opens from the disk with no request outside its folder", async () => {
    for (const file of ["index.html", ...(await readdir(path.join(out, "samples"))).map((name) => `samples/${name}`)]) {
      const { page, outside } = await open(out, file);
      await loadAllImages(page);
      expect(outside, file).toEqual([]);
      await page.close();
    }
  });

  it("passes axe, and never scrolls sideways, from 320 px to 1280 px wide, light and dark", async () => {
    for (const file of ["index.html", FAILING_PAGE]) {
      for (const width of [320, 1280]) {
        for (const colorScheme of ["light", "dark"] as const) {
          const { page } = await open(out, file, width);
          await page.emulateMedia({ colorScheme });
          expect(await axeViolations(page), `${file} at ${width} px, ${colorScheme}`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${file} at ${width} px`).toBe(true);
          await page.close();
        }
      }
    }
  });

  it("filters the table by keyboard", async () => {
    const { page } = await open(out, "index.html");
    const count = page.locator(".count");
    await expect.poll(() => count.textContent()).toBe("3 of 3 samples shown");
    for (let tab = 0; tab < 10; tab++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.getAttribute("type") === "search")) break;
    }
    await page.keyboard.type("throws");
    await expect.poll(() => count.textContent()).toBe("1 of 3 samples shown");
    expect(await page.locator("table.samples tbody tr:not([hidden]) th").allTextContents()).toEqual([FAILING]);
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Backspace");
    await expect.poll(() => count.textContent()).toBe("3 of 3 samples shown");
    // The status select, one step down from "any": failed.
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.locator("table.samples tbody tr:not([hidden]) th").allTextContents()).toEqual([FAILING]);
    await page.close();
  });

  it("appends a Markdown summary with the counts and the failing samples' first errors", async () => {
    const summary = await readFile(path.join(root, "summary.md"), "utf8");
    expect(summary).toContain("## gallery verify: FAILED");
    expect(summary).toMatch(/^\| 3 \| \d+ \| 1 \| 1 \| 0 \| [\d.]+ s \|$/m);
    expect(summary).toMatch(new RegExp(`^\\| \`${FAILING}\` \\| failed \\| .+ \\| .*fixture: this sample throws in render.* \\|$`, "m"));
    expect(summary).toContain(`\`${FLAKY}\` | flaky`);
    expect(summary).not.toContain(PASSING);
  });
});

describe("merge-reports --html", () => {
  it("makes the same report from two shards' report folders, pictures included", async () => {
    for (const i of [1, 2]) {
      const shard = gallery("verify", ...RUN, "--dist", "dist", "--shard", `${i}/2`, "--html", `shard-${i}`);
      expect(shard.output).toContain("HTML report:");
    }
    const merged = gallery("merge-reports", "shard-1/report.json", "shard-2/report.json", "--html", "merged");
    expect(merged.status, merged.output).toBe(1);
    const folder = path.join(root, "merged");
    expect((await readdir(path.join(folder, "shots"))).sort()).toEqual((await readdir(path.join(out, "shots"))).sort());
    const { page, outside } = await open(folder, "index.html");
    expect(await statuses(page)).toEqual({ [PASSING]: "passed", [FAILING]: "failed", [FLAKY]: "flaky" });
    expect(await figures(page)).toMatchObject({ Samples: "3", Failed: "1", Flaky: "1" });
    expect(outside).toEqual([]);
    await page.close();
    // Written again into the same folder, it replaces the earlier report and leaves nothing beside it.
    expect(gallery("merge-reports", "shard-1/report.json", "shard-2/report.json", "--html", "merged").status).toBe(1);
    expect((await readdir(root)).filter((name) => name.startsWith("merged"))).toEqual(["merged"]);
    expect(existsSync(path.join(folder, FAILING_PAGE))).toBe(true);
  }, 600_000);
});

describe("findings of other passes", () => {
  it("shows axe findings by rule and any field a pass adds, and still passes axe itself", async () => {
    const sample = "inputs/button/unnamed";
    const report = {
      ok: false,
      seconds: 2,
      samples: 1,
      visits: 1,
      staticProblems: [],
      failed: [sample],
      flaky: [],
      verdicts: [
        {
          sample,
          status: "failed",
          registration: { differs: true, modules: ["IgrButtonModule"] },
          results: [
            {
              sample,
              route: `/samples/${sample}`,
              ms: 420,
              diff: [{ region: "0,0 40x20", pixels: 310 }],
              failures: [
                { kind: "a11y", detail: "critical button-name: Buttons must have discernible text (igc-button:nth-child(1)), (igc-button:nth-child(2))" },
                { kind: "a11y", detail: "serious color-contrast: Elements must meet minimum color contrast ratio thresholds (p.caption)" },
                { kind: "registration", detail: "renders differently once every module is registered", modules: ["IgrButtonModule"] },
              ],
            },
          ],
        },
      ],
    };
    const folder = path.join(root, "other-passes");
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "report.json"), JSON.stringify(report));
    expect(gallery("merge-reports", "other-passes/report.json", "--html", "other-passes-report").status).toBe(1);
    const reportFolder = path.join(root, "other-passes-report");
    const { page, outside } = await open(reportFolder, "samples/inputs__button__unnamed.html");
    expect(await page.locator(".rule h3 code").allTextContents()).toEqual(["button-name", "color-contrast"]);
    const text = await page.locator("main").textContent();
    for (const shown of ["registration", "IgrButtonModule", "diff", "0,0 40x20", "modules", "renders differently once every module is registered"]) {
      expect(text).toContain(shown);
    }
    // Checked before axe runs: axe itself fetches the page's stylesheets, which a file: page refuses.
    expect(outside).toEqual([]);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);
    }
    await page.close();
  });
});
