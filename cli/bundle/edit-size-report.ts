import type { Metafile } from "esbuild";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildAssets } from "./assets";
import { downloadBeyondShell, fileSizes, outputsByEntry } from "./size-report";

/** One lazy entry of the Edit panel: what loading it downloads beyond the shell. */
export interface EditChunkSize {
  name: string;
  raw: number;
  gzip: number;
  files: string[];
}

export interface EditSizeReport {
  /** The panel's chunk and what it imports: the editor, the runner and the panel itself, with the bytes of each in that output (minified, before gzip). */
  panel: EditChunkSize & { bytes: { editor: number; runner: number; panel: number } };
  /**
   * Each package scope (shell/live/scopes/), heaviest first. Counted beyond the shell alone: on a
   * sample's page the chunks it shares with that sample are already loaded, so an Edit costs less.
   */
  scopes: EditChunkSize[];
}

const PANEL_ENTRY = /(?:^|\/)shell\/live\/edit-panel\.tsx$/;
const EDITOR_MODULE = "shell/live/editor.ts";
const RUNNER_MODULE = "shell/live/runner.ts";
const SCOPE_ENTRY = /(?:^|\/)shell\/live\/scopes\/([^/]+)\.ts$/;

/** Every input `from` reaches by static imports, in the metafile's graph of inputs. */
function reachable(metafile: Metafile, from: string): Set<string> {
  const found = new Set<string>();
  const visit = (input: string) => {
    if (found.has(input) || !metafile.inputs[input]) return;
    found.add(input);
    for (const i of metafile.inputs[input]!.imports) if (i.kind === "import-statement" && !i.external) visit(i.path);
  };
  visit(from);
  return found;
}

/**
 * The Edit panel's cost, which no sample page pays until Edit is clicked: the panel (editor,
 * runner, panel code) and each package scope, measured as the files a browser downloads beyond the
 * shell. Undefined when the build has no Edit panel.
 */
export async function measureEditChunks(metafile: Metafile, assets: BuildAssets, outDir: string, root: string): Promise<EditSizeReport | undefined> {
  const toOut = (file: string) => path.relative(outDir, path.resolve(root, file)).split(path.sep).join("/");
  const shell = new Set(assets.shellFiles);
  const sizeOf = fileSizes(outDir);
  const entries = [...outputsByEntry(metafile)];
  const measure = async (name: string, output: string) => {
    const { files, inputs } = downloadBeyondShell(metafile, output, shell, toOut);
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = await sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { chunk: { name, raw, gzip, files: [...files].sort() }, inputs };
  };

  const panelOutput = entries.find(([input]) => PANEL_ENTRY.test(input))?.[1];
  if (!panelOutput) return undefined;
  const { chunk, inputs } = await measure("panel", panelOutput);
  const editor = reachable(metafile, EDITOR_MODULE);
  const runner = reachable(metafile, RUNNER_MODULE);
  const bytes = { editor: 0, runner: 0, panel: 0 };
  for (const [input, size] of inputs) bytes[editor.has(input) ? "editor" : runner.has(input) ? "runner" : "panel"] += size;

  const scopes: EditChunkSize[] = [];
  for (const [input, output] of entries) {
    const name = SCOPE_ENTRY.exec(input)?.[1];
    if (name) scopes.push((await measure(name, output)).chunk);
  }
  scopes.sort((a, b) => b.gzip - a.gzip || (a.name < b.name ? -1 : 1));
  return { panel: { ...chunk, bytes }, scopes };
}

export async function writeEditSizeReport(outDir: string, report: EditSizeReport): Promise<void> {
  await writeFile(path.join(outDir, "edit-size-report.json"), JSON.stringify(report, null, 2) + "\n");
}

/** The report as `gallery build` prints it: the panel with its three parts, then one line per scope. */
export function formatEditSizes(report: EditSizeReport): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const line = (label: string, size: EditChunkSize) =>
    `  ${label.padEnd(52)} ${kb(size.gzip).padStart(8)} gzip ${kb(size.raw).padStart(9)} raw`;
  const { bytes } = report.panel;
  return [
    `${line("panel: editor + runner + panel", report.panel)} (editor ${kb(bytes.editor)}, runner ${kb(bytes.runner)}, panel ${kb(bytes.panel)} minified)`,
    ...report.scopes.map((scope) => line(`scope ${scope.name}`, scope)),
  ].join("\n");
}
