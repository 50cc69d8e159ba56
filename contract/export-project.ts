import { zipSync, type Zippable } from "fflate";

/**
 * The `src/main.tsx` of a sample exported as a project of its own: the Ignite UI theme the user had
 * chosen in the gallery, then the sample full page. Shared by `gallery export` and the Download button.
 */
export interface ExportNeeds {
  /** The sample uses the grids package, whose components need the grid theme as well. */
  grids: boolean;
  /** The sample shows Material Icons by their ligature class, as the gallery's shell provides. */
  icons: boolean;
}

export function exportMainTsx(theme: { name: string; variant: string }, needs: ExportNeeds): string {
  const imports = [
    `import "igniteui-webcomponents/themes/${theme.variant}/${theme.name}.css";`,
    ...(needs.grids ? [`import "igniteui-react-grids/grids/themes/${theme.variant}/${theme.name}.css";`] : []),
    ...(needs.icons ? [`import "material-icons/iconfont/filled.css";`] : []),
  ];
  return `${imports.join("\n")}
import { createRoot } from "react-dom/client";
import Sample from "./sample/index";
import "./main.css";

createRoot(document.getElementById("root")!).render(<Sample />);
`;
}

/** What the build writes for each sample (exports/<group>/<component>/<sample>.json) and the browser zips. */
export interface ExportedProject {
  /** The zip's name without `.zip`: `<group>-<component>-<sample>`. */
  name: string;
  needs: ExportNeeds;
  /** Path in the project → text, every file but src/main.tsx, sorted by path. */
  files: Record<string, string>;
  /** The paths of `files` whose text is base64: data that is not text (shapefiles, workbooks). */
  binary: string[];
}

/** Fixed for every entry, so the same sample always gives the same zip bytes. */
export const EXPORT_MTIME = new Date("2000-01-01T00:00:00Z");

/** Every file of the project, src/main.tsx included, for the chosen theme: text, or bytes for binary data. */
export function projectFiles(project: ExportedProject, theme: { name: string; variant: string }): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = { ...project.files, "src/main.tsx": exportMainTsx(theme, project.needs) };
  for (const file of project.binary) files[file] = Uint8Array.from(atob(project.files[file]!), (c) => c.charCodeAt(0));
  return files;
}

/** The project as a zip, entries sorted under one folder named after it, with fixed dates: the same input gives the same bytes. */
export function zipProject(project: ExportedProject, theme: { name: string; variant: string }): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Zippable = {};
  for (const [file, content] of Object.entries(projectFiles(project, theme)).sort(([a], [b]) => (a < b ? -1 : 1))) {
    entries[`${project.name}/${file}`] = [typeof content === "string" ? encoder.encode(content) : content, { mtime: EXPORT_MTIME }];
  }
  return zipSync(entries, { level: 6 });
}
