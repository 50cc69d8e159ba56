/**
 * The size report of `gallery build`, on a gallery of two samples built in a temp copy of the
 * project: a web-component button (with a stylesheet of its own) and a radial gauge. The report
 * must count what each sample downloads beyond the shell, and a group budget must fail the build
 * without touching the previous dist/.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, type BuildResult } from "../../cli/bundle/build";
import type { EditSizeReport } from "../../cli/bundle/edit-size-report";
import type { SampleSize } from "../../cli/bundle/size-report";
import { GalleryError } from "../../cli/errors";

const REPO = path.resolve(import.meta.dirname, "../..");
const PROJECT_FILES = ["package.json", "samples.config.yaml", "tsconfig.json", "types", "contract", "cli", "shell", "generated/controls"];

const BUTTON = "inputs/button/plain-button";
const GAUGE = "gauges/radial-gauge/plain-gauge";

const SAMPLES: Record<string, string> = {
  [`${BUTTON}/sample.json`]: JSON.stringify({ description: "A fixture sample with one web-component button." }),
  [`${BUTTON}/index.tsx`]: `import { IgrButton } from "igniteui-react";
import "./plain-button.css";

export default function PlainButton() {
  return (
    <div className="plain-button">
      <IgrButton variant="contained">A plain button</IgrButton>
    </div>
  );
}
`,
  [`${BUTTON}/plain-button.css`]: `.plain-button {\n  padding: 16px;\n}\n`,
  [`${GAUGE}/sample.json`]: JSON.stringify({ description: "A fixture sample with one radial gauge." }),
  [`${GAUGE}/index.tsx`]: `import { IgrRadialGauge, IgrRadialGaugeModule } from "igniteui-react-gauges";

IgrRadialGaugeModule.register();

export default function PlainGauge() {
  return (
    <div style={{ height: 300 }}>
      <IgrRadialGauge width="100%" height="100%" minimumValue={0} maximumValue={100} value={42} />
    </div>
  );
}
`,
};

let root: string;
let result: BuildResult;
let report: SampleSize[];

const dist = (...parts: string[]) => path.join(root, "dist", ...parts);
const sizeOf = (id: string) => {
  const found = report.find((s) => s.sample === id);
  if (!found) throw new Error(`${id} is not in size-report.json`);
  return found;
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "gallery-build-report-"));
  for (const name of PROJECT_FILES) await cp(path.join(REPO, name), path.join(root, name), { recursive: true });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  for (const [rel, text] of Object.entries(SAMPLES)) {
    const file = path.join(root, "samples", rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  result = await buildSite(root);
  report = JSON.parse(await readFile(dist("size-report.json"), "utf8"));
}, 600_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("dist/size-report.json", () => {
  it("lists both samples, heaviest first, as the build result does", () => {
    expect(report.map((s) => s.sample).sort()).toEqual([BUTTON, GAUGE].sort());
    expect(report).toEqual(result.sizes);
    expect(report.map((s) => s.gzip)).toEqual([...report.map((s) => s.gzip)].sort((a, b) => b - a));
  });

  it("weighs the gauge (igniteui-react-core and the gauges) more than the web-component button", () => {
    expect(sizeOf(GAUGE).gzip).toBeGreaterThan(sizeOf(BUTTON).gzip);
    expect(sizeOf(GAUGE).raw).toBeGreaterThan(sizeOf(BUTTON).raw);
    expect(sizeOf(GAUGE).heaviest.map((m) => m.module)).toContain("igniteui-react-gauges");
    expect(sizeOf(BUTTON).heaviest.map((m) => m.module)).not.toContain("igniteui-react-gauges");
  });

  it("counts the sample's own stylesheet", () => {
    const css = sizeOf(BUTTON).files.filter((f) => f.endsWith(".css"));
    expect(css.length).toBeGreaterThan(0);
    expect(css.every((f) => result.assets.samples[BUTTON]!.css.includes(f))).toBe(true);
  });

  it("names only files that exist in dist/, and its sizes are theirs (gzip below raw)", async () => {
    for (const s of report) {
      expect(s.files.length, s.sample).toBeGreaterThan(0);
      expect(s.gzip, s.sample).toBeGreaterThan(0);
      expect(s.gzip, s.sample).toBeLessThan(s.raw);
      let raw = 0;
      let gzip = 0;
      for (const file of s.files) {
        expect(existsSync(dist(file)), `${s.sample}: ${file}`).toBe(true);
        const bytes = await readFile(dist(file));
        raw += bytes.length;
        gzip += gzipSync(bytes).length;
      }
      expect(s.raw, s.sample).toBe(raw);
      expect(s.gzip, s.sample).toBe(gzip);
    }
  });

  it("counts nothing the shell already loads", () => {
    const shell = new Set(result.assets.shellFiles);
    expect(shell.size).toBeGreaterThan(0);
    expect(shell.has(result.assets.entryJs)).toBe(true);
    for (const s of report) {
      expect(s.files.filter((f) => shell.has(f)), s.sample).toEqual([]);
      expect(s.files, s.sample).not.toContain(result.assets.entryJs);
      for (const css of result.assets.entryCss) expect(s.files, s.sample).not.toContain(css);
    }
  });

  it("gallery build prints the heaviest samples", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(REPO, "bin/gallery.mjs"), "build"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
      timeout: 600_000,
    });
    expect(stdout).toContain("heaviest samples");
    expect(stdout).toContain("size-report.json");
    const gaugeLine = stdout.split("\n").findIndex((line) => line.includes(GAUGE));
    const buttonLine = stdout.split("\n").findIndex((line) => line.includes(BUTTON));
    expect(gaugeLine, stdout).toBeGreaterThan(-1);
    expect(buttonLine, stdout).toBeGreaterThan(gaugeLine);
    expect(stdout.split("\n")[gaugeLine]).toMatch(/KB gzip .* KB raw/);
    // The Edit panel's chunks follow, each scope on a line of its own.
    expect(stdout).toContain("edit-size-report.json");
    expect(stdout).toMatch(/panel: editor \+ runner \+ panel +\d+ KB gzip +\d+ KB raw \(editor \d+ KB, runner \d+ KB, panel \d+ KB minified\)/);
    expect(stdout).toMatch(/scope igniteui-react-gauges +\d+ KB gzip +\d+ KB raw/);
  }, 600_000);
});

describe("dist/edit-size-report.json", () => {
  it("lists the Edit panel's editor, runner and panel, and every package scope, none of them in the shell", async () => {
    const edit = JSON.parse(await readFile(dist("edit-size-report.json"), "utf8")) as EditSizeReport;
    expect(edit).toEqual(result.editSizes);
    // CodeMirror and sucrase are real weight: tens of KB each, minified.
    expect(edit.panel.bytes.editor).toBeGreaterThan(50 * 1024);
    expect(edit.panel.bytes.runner).toBeGreaterThan(20 * 1024);
    expect(edit.panel.bytes.panel).toBeGreaterThan(0);
    const names = edit.scopes.map((s) => s.name);
    for (const name of ["igniteui-react", "igniteui-react-gauges", "igniteui-react-grids"]) expect(names).toContain(name);
    // A whole namespace weighs more than the one gauge the sample draws.
    expect(edit.scopes.find((s) => s.name === "igniteui-react-gauges")!.raw).toBeGreaterThan(sizeOf(GAUGE).raw);
    const shell = new Set(result.assets.shellFiles);
    for (const chunk of [edit.panel, ...edit.scopes]) {
      expect(chunk.files.filter((f) => shell.has(f)), chunk.name).toEqual([]);
      for (const file of chunk.files) expect(existsSync(dist(file)), `${chunk.name}: ${file}`).toBe(true);
    }
  });
});

describe("a group's sizeBudgetKb", () => {
  it("fails the build naming the sample over it and its heaviest modules, and leaves the previous dist/ alone", async () => {
    const configFile = path.join(root, "samples.config.yaml");
    const config = await readFile(configFile, "utf8");
    const tight = config.replace(/(- slug: gauges\n(?:[ \t]+.*\n)*?[ \t]+sizeBudgetKb:) \d+/, "$1 1");
    expect(tight).not.toBe(config);
    await writeFile(configFile, tight);

    const before = await readFile(dist("size-report.json"), "utf8");
    await writeFile(dist("previous-build.txt"), "left by the previous build\n");
    const error = await buildSite(root).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GalleryError);
    const problems = (error as GalleryError).problems;
    expect((error as GalleryError).message).toContain("size budget");
    // Only the gauge: the button's group keeps its real budget.
    expect(problems.map((p) => p.file)).toEqual([`samples/${GAUGE}`]);
    expect(problems[0]!.message).toMatch(/igniteui-react-(gauges|core)/);
    expect(problems[0]!.message).toContain("budget of 1 KB");

    // dist/ is the previous build, untouched, and the temp folder is gone.
    expect(await readFile(dist("previous-build.txt"), "utf8")).toBe("left by the previous build\n");
    expect(await readFile(dist("size-report.json"), "utf8")).toBe(before);
    expect((await stat(dist("index.html"))).isFile()).toBe(true);
    expect((await readdir(root)).filter((name) => name.startsWith("dist.tmp"))).toEqual([]);
  }, 600_000);
});
