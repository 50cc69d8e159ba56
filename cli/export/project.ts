import { CANVAS_PACKAGES, CANVAS_THEME_FILE, type ExportedProject, type ExportNeeds } from "../../contract/export-project";
import type { ValidSample } from "../../contract/manifest";
import { projectPath, retargetRelativeImports, SCRIPT } from "../../contract/project-paths";
import type { SampleImports } from "../catalog/import-graph";
import { staticDataPath } from "../catalog/served-data";
import { sharedFolderOf } from "../catalog/shared-folders";
import { projectPackageJson } from "./dependencies";
import { scaffoldFiles } from "./project-files";
import type { ProjectReader } from "./reader";

/**
 * A sample as a project of its own (Vite, React, TypeScript): its files under src/sample/, the
 * `_shared/` files it imports under src/shared/ with imports rewritten, the data it fetches under
 * public/data/ (named, with where the gallery serves it and where it lies in samples/), and a
 * package.json with exactly the packages it needs at the gallery's versions. src/main.tsx is left
 * to the caller, which knows the theme (see contract/export-project.ts).
 */
export async function exportProject(
  reader: ProjectReader,
  sample: ValidSample,
  sources: SampleImports,
): Promise<{ project: ExportedProject; dataSources: Record<string, string> }> {
  const own = (await reader.files(sample.dir, "**/*")).filter((f) => f !== "sample.json" && !f.startsWith("public/")).map((f) => `${sample.dir}/${f}`);
  const moved = new Map([...own, ...sources.shared].map((file) => [file, projectPath(sample.dir, file)]));
  const files: Record<string, string> = {};
  const data: Record<string, string> = {};
  const dataSources: Record<string, string> = {};
  let icons = false;
  for (const [file, target] of moved) {
    const text = await reader.text(file);
    icons ||= text.includes("material-icons");
    files[target] = SCRIPT.test(file) ? retargetRelativeImports(text, file, target, moved) : text;
  }
  // Data it fetches from the gallery's origin: the public/ folders of its own folder and of the _shared/ folders it uses.
  const owners = new Set([sample.dir, ...sources.shared.map(sharedFolderOf)]);
  for (const owner of owners) {
    for (const file of await reader.files(owner, "public/**/*")) {
      const served = staticDataPath(`${owner.replace(/^samples\//, "")}/${file}`);
      if (!served) continue;
      data[`public/${served}`] = served;
      dataSources[`public/${served}`] = `${owner}/${file}`;
    }
  }
  const grids = sources.packages.includes("igniteui-react-grids");
  // The grid theme names the Material Icons font, which the project must then bring itself.
  const canvas = sources.packages.some((name) => CANVAS_PACKAGES.includes(name));
  const needs: ExportNeeds = { grids, icons: icons || grids, canvas };
  if (canvas) files[CANVAS_THEME_FILE.project] = await reader.text(CANVAS_THEME_FILE.source);
  const name = `${sample.group}-${sample.component}-${sample.sample}`;
  const packageJson = await projectPackageJson(reader, name, [...sources.packages, ...(needs.icons ? ["material-icons"] : [])]);
  Object.assign(files, scaffoldFiles(name, sample), { "package.json": packageJson });
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  const sortedData = Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { project: { name, needs, files: sorted, data: sortedData }, dataSources };
}
