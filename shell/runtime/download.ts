import type { ExportedProject } from "../../contract/export-project";
import type { SampleId } from "../../generated/manifest.gen";
import { assetUrl } from "./base";
import type { Theme } from "./theme";

/**
 * Saves the sample as `<group>-<component>-<sample>.zip`: the project the build wrote for it
 * (exports/<id>.json), with a main.tsx for the theme selected now, zipped here by fflate. This
 * module and fflate load on the first download only, never with the first page.
 */
export async function downloadSample(id: SampleId, theme: Theme): Promise<void> {
  const response = await fetch(assetUrl(`exports/${id}.json`));
  if (!response.ok) throw new Error(`exports/${id}.json: HTTP ${response.status}`);
  const project = (await response.json()) as ExportedProject;
  const { zipProject } = await import("../../contract/export-project");
  const zip = zipProject(project, theme);
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
