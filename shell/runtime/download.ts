import { editedProject } from "../../contract/edited-project";
import type { ExportedProject, ProjectData } from "../../contract/export-project";
import type { SampleId } from "../../generated/manifest.gen";
import { liveFiles } from "../live/live-files";
import { assetUrl } from "./base";
import { loadSampleProject, loadSampleSource } from "./sample-files";
import type { Theme } from "./theme";

/**
 * Saves the sample as `<group>-<component>-<sample>.zip`: the project the build wrote for it
 * (exportedProjectUrl, fetched once per page), with the user's edit in place when there is one (the
 * edited files by path under samples/, as the Edit panel names them) and
 * a main.tsx for the theme selected now, zipped here by fflate. This module and fflate load on the
 * first download only, never with the first page.
 */
export async function downloadSample(id: SampleId, theme: Theme, edited?: Readonly<Record<string, string>>): Promise<void> {
  const built = await loadSampleProject(id);
  const project =
    edited && Object.keys(edited).length > 0
      ? editedProject(built, id, liveFiles(id, await loadSampleSource(id)).map((file) => file.path), edited)
      : built;
  const [{ zipProject }, data] = await Promise.all([import("../../contract/export-project"), fetchData(project)]);
  const zip = zipProject(project, theme, data);
  const url = URL.createObjectURL(new Blob([zip.slice().buffer], { type: "application/zip" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${project.name}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The project's data files, from where the gallery serves them (the sample fetches the same files). */
async function fetchData(project: ExportedProject): Promise<ProjectData> {
  const entries = await Promise.all(
    Object.entries(project.data).map(async ([file, url]) => {
      const response = await fetch(assetUrl(url));
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return [file, new Uint8Array(await response.arrayBuffer())] as const;
    }),
  );
  return Object.fromEntries(entries);
}
