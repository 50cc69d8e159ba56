import { zipSync, type Zippable } from "fflate";

/**
 * The `src/main.tsx` of a sample exported as a project of its own: the Ignite UI theme the user had
 * chosen in the gallery, then the sample full page. Shared by `gallery export` and the Download button.
 */
export interface ExportNeeds {
  /** The sample uses the grids package, whose components need the grid theme as well. */
  grids: boolean;
  /** The page needs the Material Icons font: the sample shows icons by ligature, or the grid theme names the font. */
  icons: boolean;
  /** The sample paints on a canvas (charts, gauges, maps): the project takes their colours from the theme. */
  canvas: boolean;
}

/** The packages whose components paint on a canvas in fixed colours unless told the theme's. */
export const CANVAS_PACKAGES: readonly string[] = ["igniteui-react-charts", "igniteui-react-dashboards", "igniteui-react-gauges", "igniteui-react-maps"];

/** The gallery's file that gives canvas components the theme's colours, and where a project holds it. */
export const CANVAS_THEME_FILE = { source: "contract/canvas-theme.ts", project: "src/canvas-theme.ts" } as const;

export function exportMainTsx(theme: { name: string; variant: string }, needs: ExportNeeds): string {
  const imports = [
    `import "igniteui-webcomponents/themes/${theme.variant}/${theme.name}.css";`,
    ...(needs.grids ? [`import "igniteui-react-grids/grids/themes/${theme.variant}/${theme.name}.css";`] : []),
    ...(needs.icons ? [`import "material-icons/iconfont/filled.css";`] : []),
  ];
  // The web components pick their structure by theme, the canvas ones their colours: told before the first one renders.
  return `${imports.join("\n")}
import { configureTheme } from "igniteui-webcomponents";
import { createRoot } from "react-dom/client";
${needs.canvas ? 'import { applyCanvasTheme } from "./canvas-theme";\n' : ""}import Sample from "./sample/index";
import "./main.css";

configureTheme("${theme.name}", "${theme.variant}");
${needs.canvas ? "applyCanvasTheme();\n" : ""}createRoot(document.getElementById("root")!).render(<Sample />);
`;
}

/** What the build writes for each sample (exports/<group>/<component>/<sample>.json) and the browser zips. */
export interface ExportedProject {
  /** The zip's name without `.zip`: `<group>-<component>-<sample>`. */
  name: string;
  needs: ExportNeeds;
  /** Path in the project → text, every file but src/main.tsx and the data, sorted by path. */
  files: Record<string, string>;
  /**
   * Path in the project (public/data/...) → where the gallery serves that file, relative to its base
   * path. The data is fetched when the project is zipped, not copied into every sample's JSON: the
   * map samples alone would repeat the same 1 MB of tiles 36 times.
   */
  data: Record<string, string>;
}

/** The bytes of a project's data files, by their path in the project. */
export type ProjectData = Record<string, Uint8Array>;

/** Fixed for every entry, so the same sample always gives the same zip bytes. */
export const EXPORT_MTIME = new Date("2000-01-01T00:00:00Z");

/** Every file of the project, src/main.tsx included, for the chosen theme: text, or the data's bytes. */
export function projectFiles(project: ExportedProject, theme: { name: string; variant: string }, data: ProjectData): Record<string, string | Uint8Array> {
  const missing = Object.keys(project.data).filter((file) => !(file in data));
  if (missing.length > 0) throw new Error(`${project.name}: no bytes for ${missing.join(", ")}`);
  return { ...project.files, ...data, "src/main.tsx": exportMainTsx(theme, project.needs) };
}

/** The project as a zip, entries sorted under one folder named after it, with fixed dates: the same input gives the same bytes. */
export function zipProject(project: ExportedProject, theme: { name: string; variant: string }, data: ProjectData): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Zippable = {};
  for (const [file, content] of Object.entries(projectFiles(project, theme, data)).sort(([a], [b]) => (a < b ? -1 : 1))) {
    entries[`${project.name}/${file}`] = [typeof content === "string" ? encoder.encode(content) : content, { mtime: EXPORT_MTIME }];
  }
  return zipSync(entries, { level: 6 });
}
