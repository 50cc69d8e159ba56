/**
 * The Edit panel's part of the size report, on a metafile shaped like the build's: the panel's chunk
 * imports an editor chunk, a runner chunk and a chunk the shell loads anyway; two scopes share a chunk.
 */
import type { Metafile } from "esbuild";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuildAssets } from "../../../cli/bundle/assets";
import { formatEditSizes, measureEditChunks, type EditSizeReport } from "../../../cli/bundle/edit-size-report";

const out = (name: string) => `dist/assets/${name}`;
const input = (bytes: number) => ({ bytesInOutput: bytes });
const imports = (...paths: string[]) => paths.map((p) => ({ path: p, kind: "import-statement" as const }));

const metafile: Metafile = {
  inputs: {
    "shell/main.tsx": { bytes: 1, imports: [] },
    "shell/live/edit-panel.tsx": { bytes: 1, imports: imports("shell/live/editor.ts", "shell/live/runner.ts", "node_modules/react/index.js") },
    "shell/live/editor.ts": { bytes: 1, imports: imports("node_modules/@codemirror/view/dist/index.js") },
    "node_modules/@codemirror/view/dist/index.js": { bytes: 1, imports: [] },
    "shell/live/runner.ts": { bytes: 1, imports: imports("node_modules/sucrase/dist/esm/index.js") },
    "node_modules/sucrase/dist/esm/index.js": { bytes: 1, imports: [] },
    "node_modules/react/index.js": { bytes: 1, imports: [] },
    "shell/live/scopes/igniteui-react-charts.ts": { bytes: 1, imports: imports("node_modules/igniteui-react-core/index.js") },
    "shell/live/scopes/igniteui-react-gauges.ts": { bytes: 1, imports: imports("node_modules/igniteui-react-core/index.js") },
    "node_modules/igniteui-react-core/index.js": { bytes: 1, imports: [] },
  },
  outputs: {
    [out("main.js")]: { bytes: 1, entryPoint: "shell/main.tsx", inputs: { "shell/main.tsx": input(100) }, imports: imports(out("chunks/react.js")), exports: [] },
    [out("chunks/react.js")]: { bytes: 1, inputs: { "node_modules/react/index.js": input(5000) }, imports: [], exports: [] },
    [out("chunks/edit-panel.js")]: {
      bytes: 1,
      entryPoint: "shell/live/edit-panel.tsx",
      inputs: { "shell/live/edit-panel.tsx": input(300), "shell/live/editor.ts": input(200), "shell/live/runner.ts": input(100) },
      imports: imports(out("chunks/codemirror.js"), out("chunks/sucrase.js"), out("chunks/react.js")),
      exports: [],
    },
    [out("chunks/codemirror.js")]: { bytes: 1, inputs: { "node_modules/@codemirror/view/dist/index.js": input(7000) }, imports: [], exports: [] },
    [out("chunks/sucrase.js")]: { bytes: 1, inputs: { "node_modules/sucrase/dist/esm/index.js": input(4000) }, imports: [], exports: [] },
    [out("chunks/scope-charts.js")]: {
      bytes: 1,
      entryPoint: "shell/live/scopes/igniteui-react-charts.ts",
      inputs: { "shell/live/scopes/igniteui-react-charts.ts": input(50) },
      imports: imports(out("chunks/core.js")),
      exports: [],
    },
    [out("chunks/scope-gauges.js")]: {
      bytes: 1,
      entryPoint: "shell/live/scopes/igniteui-react-gauges.ts",
      inputs: { "shell/live/scopes/igniteui-react-gauges.ts": input(50) },
      imports: imports(out("chunks/core.js")),
      exports: [],
    },
    [out("chunks/core.js")]: { bytes: 1, inputs: { "node_modules/igniteui-react-core/index.js": input(9000) }, imports: [], exports: [] },
  },
};

/** Raw bytes of each written file; gzip is measured by the report itself. */
const written: Record<string, string> = {
  "assets/main.js": "m".repeat(100),
  "assets/chunks/react.js": "r".repeat(5000),
  "assets/chunks/edit-panel.js": "p".repeat(600),
  "assets/chunks/codemirror.js": "c".repeat(7000),
  "assets/chunks/sucrase.js": "s".repeat(4000),
  "assets/chunks/scope-charts.js": "x".repeat(50),
  "assets/chunks/scope-gauges.js": "y".repeat(2050),
  "assets/chunks/core.js": "k".repeat(9000),
};

const assets = { shellFiles: ["assets/main.js", "assets/chunks/react.js"] } as BuildAssets;
let outDir: string;
let report: EditSizeReport;

beforeAll(async () => {
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), "edit-size-report-")), "dist");
  for (const [file, text] of Object.entries(written)) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), text);
  }
  // The metafile names outputs from the project's root, the folder that holds dist/.
  const measured = await measureEditChunks(metafile, assets, outDir, path.dirname(outDir));
  if (!measured) throw new Error("no report for a build with an Edit panel");
  report = measured;
});

afterAll(async () => {
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

describe("measureEditChunks", () => {
  it("counts the panel's chunk and what it imports, leaving out what the shell loads", () => {
    expect(report.panel.files).toEqual(["assets/chunks/codemirror.js", "assets/chunks/edit-panel.js", "assets/chunks/sucrase.js"]);
    expect(report.panel.raw).toBe(600 + 7000 + 4000);
    expect(report.panel.gzip).toBeGreaterThan(0);
    expect(report.panel.gzip).toBeLessThan(report.panel.raw);
  });

  it("splits the panel's bytes into the editor, the runner and the panel by what each module reaches", () => {
    expect(report.panel.bytes).toEqual({ editor: 200 + 7000, runner: 100 + 4000, panel: 300 });
  });

  it("lists each scope by its module name, with the chunks it shares, heaviest first", () => {
    expect(report.scopes.map((s) => s.name)).toEqual(["igniteui-react-gauges", "igniteui-react-charts"]);
    expect(report.scopes[0]!.files).toEqual(["assets/chunks/core.js", "assets/chunks/scope-gauges.js"]);
    expect(report.scopes[0]!.raw).toBe(2050 + 9000);
    expect(report.scopes[1]!.raw).toBe(50 + 9000);
  });

  it("is undefined for a build without the Edit panel", async () => {
    const withoutPanel = { ...metafile, outputs: { [out("main.js")]: metafile.outputs[out("main.js")]! } };
    expect(await measureEditChunks(withoutPanel, assets, outDir, path.dirname(outDir))).toBeUndefined();
  });
});

describe("formatEditSizes", () => {
  it("prints the panel with its three parts, then one line per scope", () => {
    const lines = formatEditSizes(report).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ {2}panel: editor \+ runner \+ panel\s+\d+ KB gzip\s+11 KB raw \(editor 7 KB, runner 4 KB, panel 0 KB minified\)$/);
    expect(lines[1]).toMatch(/^ {2}scope igniteui-react-gauges\s+\d+ KB gzip\s+11 KB raw$/);
    expect(lines[2]).toMatch(/^ {2}scope igniteui-react-charts\s+\d+ KB gzip\s+9 KB raw$/);
  });
});
