import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ExportedProject, ProjectData } from "../../contract/export-project";
import { sampleId, type ValidSample } from "../../contract/manifest";
import { exportedProjectUrl } from "../../contract/urls";
import { exportProject } from "./project";
import { projectReader } from "./reader";
import { scanSampleImports, type SampleImportGraph } from "../catalog/import-graph";

/**
 * Every sample's project, as JSON under `<out>/exports/`, for the Download button to zip in the browser.
 * `graph` when the caller already scanned the samples' imports (the build shares one scan with the code view).
 */
export async function writeExports(root: string, outDir: string, samples: readonly ValidSample[], graph?: SampleImportGraph): Promise<number> {
  const sources = graph ?? (await scanSampleImports(root, samples));
  const reader = projectReader(root);
  // Several projects at once, so one's file reads and writes overlap another's work.
  const queue = [...samples];
  const worker = async () => {
    for (let sample = queue.shift(); sample; sample = queue.shift()) {
      const { project } = await exportProject(reader, sample, sources.get(sample.dir)!);
      const target = path.join(outDir, exportedProjectUrl(sampleId(sample)));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, JSON.stringify(project));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return samples.length;
}

/** One sample's project written into a folder, ready for `npm install && npm run dev`. */
export async function writeProjectFolder(outDir: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
}

/** The project of one sample, from its sources (one esbuild pass over that sample only), with its data's bytes. */
export async function exportOne(root: string, sample: ValidSample): Promise<{ project: ExportedProject; data: ProjectData }> {
  const sources = await scanSampleImports(root, [sample]);
  const reader = projectReader(root);
  const { project, dataSources } = await exportProject(reader, sample, sources.get(sample.dir)!);
  const data: ProjectData = {};
  for (const [file, source] of Object.entries(dataSources)) data[file] = new Uint8Array(await reader.bytes(source));
  return { project, data };
}
