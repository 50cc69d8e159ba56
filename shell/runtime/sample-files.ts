import type { ExportedProject } from "../../contract/export-project";
import { sampleExportUrl, sampleSourceUrl } from "../../contract/sample-file-urls";
import type { SourceEntry, SourceFile } from "../../contract/source-view";
import type { SampleId } from "../../generated/manifest.gen";
import { assetUrl } from "./base";

/**
 * A sample's files, fetched once per page for everyone who shows or exports them (every panel, the
 * Download button): opening a panel again, or a second panel, costs no request. A failed fetch is
 * forgotten, so the next caller tries again.
 */
const sources = new Map<SampleId, Promise<SourceFile[]>>();
const projects = new Map<SampleId, Promise<ExportedProject>>();

async function fetchJson<T>(relative: string): Promise<T> {
  const response = await fetch(assetUrl(relative));
  if (!response.ok) throw new Error(`${relative}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function once<T>(cache: Map<SampleId, Promise<T>>, id: SampleId, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(id);
  if (!promise) {
    promise = load();
    cache.set(id, promise);
    promise.catch(() => cache.delete(id));
  }
  return promise;
}

/** The sample's own files, then the shared ones it imports (each written once by the build, fetched here). */
export function loadSampleSource(id: SampleId): Promise<SourceFile[]> {
  return once(sources, id, async () => {
    const entries = await fetchJson<SourceEntry[]>(sampleSourceUrl(id));
    return Promise.all(entries.map((entry) => ("url" in entry ? fetchJson<SourceFile>(entry.url) : entry)));
  });
}

/** The project the build wrote for the sample: its files as a project of its own, its data by URL. */
export function loadSampleProject(id: SampleId): Promise<ExportedProject> {
  return once(projects, id, () => fetchJson<ExportedProject>(sampleExportUrl(id)));
}
