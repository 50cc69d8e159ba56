import { readFileSync } from "node:fs";
import { symlink } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { exportMainTsx, zipProject } from "../../../contract/export-project";
import type { ValidSample } from "../../../contract/manifest";
import { exportOne } from "../../../cli/export/write";
import { retargetRelativeImports } from "../../../contract/project-paths";
import { editedProject } from "../../../contract/edited-project";
import { tempDir, writeTree } from "../helpers";

const REPO = path.resolve(import.meta.dirname, "../../..");
const DIR = "samples/grids/grid/remote-page";

async function project(className = "material-icons") {
  const root = await tempDir("gallery-export-");
  await writeTree(root, {
    "package.json": JSON.stringify({ devDependencies: { "@types/react": "19.3.0", "@types/react-dom": "19.3.0" }, overrides: { "igniteui-grid-lite": "0.10.0" } }),
    "samples/_shared/random.ts": "export const random = () => 4;\n",
    "samples/grids/_shared/controls.tsx": 'import { IgrButton } from "igniteui-react";\nimport { random } from "../../_shared/random";\nexport const Bar = () => <IgrButton>{random()}</IgrButton>;\n',
    "samples/grids/grid/_shared/pages.ts": "export const page = 1;\n",
    "samples/grids/grid/_shared/public/page-1.json": "[1]\n",
    "samples/grids/grid/_shared/public/page-2.json": "[2]\n",
    "samples/grids/grid/other/index.tsx": "export default function Other() { return null; }\n",
    [`${DIR}/sample.json`]: '{"description": "A grid that loads its pages."}\n',
    [`${DIR}/index.tsx`]: [
      'import { IgrGrid } from "igniteui-react-grids";',
      'import { Bar } from "../../_shared/controls";',
      'import { page } from "../_shared/pages";',
      'import { columns } from "./columns";',
      'import "./remote-page.css";',
      `export default function RemotePage() { return <div className="${className}"><Bar />{page}{columns.length}<IgrGrid /></div>; }`,
    ].join("\n"),
    [`${DIR}/columns.ts`]: 'export const columns = ["a"];\n',
    [`${DIR}/remote-page.css`]: ".remote-page { color: red; }\n",
  });
  await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
  const sample: ValidSample = {
    group: "grids",
    component: "grid",
    sample: "remote-page",
    dir: DIR,
    files: ["columns.ts", "index.tsx", "remote-page.css", "sample.json"],
    meta: { description: "A grid that loads its pages.", showInNav: true, network: [], tags: [] },
  };
  return { root, sample };
}

describe("exportProject", () => {
  it("holds the sample's files, the _shared files it imports from every level, its data, and exactly its packages", async () => {
    const { root, sample } = await project();
    const { project: exported, data } = await exportOne(root, sample);
    expect(exported.name).toBe("grids-grid-remote-page");
    expect(exported.needs).toEqual({ grids: true, icons: true, canvas: false });
    expect(Object.keys(exported.files)).toEqual([
      "README.md",
      "index.html",
      "package.json",
      "src/main.css",
      "src/sample/columns.ts",
      "src/sample/index.tsx",
      "src/sample/remote-page.css",
      "src/shared/random.ts",
      "src/shared/grids/controls.tsx",
      "src/shared/grids/grid/pages.ts",
      "tsconfig.json",
      "vite.config.ts",
    ].sort());
    // The data is named with where the gallery serves it, not copied into the JSON; the CLI reads its bytes.
    expect(exported.data).toEqual({
      "public/data/grids/grid/page-1.json": "data/grids/grid/page-1.json",
      "public/data/grids/grid/page-2.json": "data/grids/grid/page-2.json",
    });
    expect(new TextDecoder().decode(data["public/data/grids/grid/page-2.json"])).toBe("[2]\n");
    const pkg = JSON.parse(exported.files["package.json"]!) as Record<string, Record<string, string>>;
    const installed = (name: string) => (JSON.parse(readFileSync(path.join(REPO, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
    expect(Object.keys(pkg.dependencies!)).toEqual(
      expect.arrayContaining(["igniteui-react", "igniteui-react-grids", "igniteui-webcomponents", "material-icons", "react", "react-dom"]),
    );
    expect(pkg.dependencies!["igniteui-react-grids"]).toBe(installed("igniteui-react-grids"));
    expect(pkg.dependencies).not.toHaveProperty("igniteui-react-charts");
    expect(pkg.devDependencies).toMatchObject({ vite: expect.any(String), "@vitejs/plugin-react": expect.any(String), "@types/react": "19.3.0" });
    expect(pkg.scripts).toMatchObject({ dev: "vite", build: "tsc -p tsconfig.json && vite build" });
    expect(pkg.overrides).toEqual({ "igniteui-grid-lite": "0.10.0" });
    // Imports point where the files now are.
    expect(exported.files["src/sample/index.tsx"]).toContain('from "../shared/grids/controls"');
    expect(exported.files["src/sample/index.tsx"]).toContain('from "../shared/grids/grid/pages"');
    expect(exported.files["src/sample/index.tsx"]).toContain('from "./columns"');
    expect(exported.files["src/shared/grids/controls.tsx"]).toContain('from "../random"');
  });

  it("asks nothing of other origins: its Vite config drops the grid theme's remote @import, and a grid sample brings the icon font itself", async () => {
    const { root, sample } = await project("page");
    const { project: exported } = await exportOne(root, sample);
    expect(exported.needs).toEqual({ grids: true, icons: true, canvas: false });
    const pattern = /code\.replace\((\/.+\/g), ""\)/.exec(exported.files["vite.config.ts"]!)?.[1];
    expect(pattern).toBeDefined();
    const strip = (css: string) => css.replace(new RegExp(pattern!.slice(1, -2), "g"), "");
    const gridTheme = readFileSync(path.join(REPO, "node_modules/igniteui-react-grids/grids/themes/light/material.css"), "utf8");
    expect(gridTheme).toMatch(/@import\s*["']?https:/);
    expect(strip(gridTheme)).not.toMatch(/https?:\/\//);
    expect(strip(gridTheme).length).toBeGreaterThan(gridTheme.length - 200);
  });

  it("zips the same bytes for the same sample and theme, with main.tsx loading that theme", async () => {
    const { root, sample } = await project();
    const { project: exported, data } = await exportOne(root, sample);
    const theme = { name: "material", variant: "dark" };
    const zip = zipProject(exported, theme, data);
    expect(Buffer.from(zipProject(exported, theme, data)).equals(Buffer.from(zip))).toBe(true);
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toContain("grids-grid-remote-page/src/main.tsx");
    expect(new TextDecoder().decode(entries["grids-grid-remote-page/public/data/grids/grid/page-1.json"])).toBe("[1]\n");
    // A zip without the bytes of a data file it names is refused, never written short.
    expect(() => zipProject(exported, theme, {})).toThrow(/no bytes for public\/data\/grids\/grid\/page-1\.json/);
    const main = new TextDecoder().decode(entries["grids-grid-remote-page/src/main.tsx"]);
    expect(main).toBe(exportMainTsx(theme, { grids: true, icons: true, canvas: false }));
    expect(main).not.toContain("canvas-theme");
    expect(main).toContain('import "igniteui-webcomponents/themes/dark/material.css";');
    expect(main).toContain('import "igniteui-react-grids/grids/themes/dark/material.css";');
    expect(main).toContain('configureTheme("material", "dark");');
  });
});

describe("exportProject of a canvas sample", () => {
  it("carries the gallery's canvas theme file as it is, and main.tsx applies it before the sample renders", async () => {
    const root = await tempDir("gallery-export-canvas-");
    const canvasTheme = readFileSync(path.join(REPO, "contract/canvas-theme.ts"), "utf8");
    const dir = "samples/gauges/radial-gauge/dial";
    await writeTree(root, {
      "package.json": JSON.stringify({ devDependencies: { "@types/react": "19.3.0", "@types/react-dom": "19.3.0" } }),
      "contract/canvas-theme.ts": canvasTheme,
      [`${dir}/sample.json`]: '{"description": "A radial gauge on its own."}\n',
      [`${dir}/index.tsx`]: 'import { IgrRadialGauge } from "igniteui-react-gauges";\nexport default function Dial() { return <IgrRadialGauge value={3} />; }\n',
    });
    await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
    const sample: ValidSample = {
      group: "gauges",
      component: "radial-gauge",
      sample: "dial",
      dir,
      files: ["index.tsx", "sample.json"],
      meta: { description: "A radial gauge on its own.", showInNav: true, network: [], tags: [] },
    };
    const { project: exported } = await exportOne(root, sample);
    expect(exported.needs).toEqual({ grids: false, icons: false, canvas: true });
    expect(exported.files["src/canvas-theme.ts"]).toBe(canvasTheme);
    // Copied as it is, so it must not import anything the project lacks.
    expect(canvasTheme).not.toMatch(/^\s*import\b/m);
    const main = exportMainTsx({ name: "fluent", variant: "dark" }, exported.needs);
    expect(main).toContain('import { applyCanvasTheme } from "./canvas-theme";');
    expect(main.indexOf("applyCanvasTheme();")).toBeGreaterThan(main.indexOf('configureTheme("fluent", "dark");'));
    expect(main.indexOf("applyCanvasTheme();")).toBeLessThan(main.indexOf("createRoot("));
  });
});

describe("retargetRelativeImports", () => {
  it("rewrites static, dynamic and side-effect imports whose targets moved, and leaves packages alone", () => {
    const moved = new Map([
      ["samples/a/b/c/index.tsx", "src/sample/index.tsx"],
      ["samples/a/_shared/x.ts", "src/shared/a/x.ts"],
      ["samples/a/b/c/s.css", "src/sample/s.css"],
    ]);
    const text = 'import { x } from "../../_shared/x";\nimport "./s.css";\nconst y = import("../../_shared/x");\nimport React from "react";\n';
    expect(retargetRelativeImports(text, "samples/a/b/c/index.tsx", "src/sample/index.tsx", moved)).toBe(
      'import { x } from "../shared/a/x";\nimport "./s.css";\nconst y = import("../shared/a/x");\nimport React from "react";\n',
    );
  });
});

describe("editedProject", () => {
  it("puts the edited files where the export put the originals, imports rewritten, and says so in the README", async () => {
    const { root, sample } = await project();
    const { project: exported } = await exportOne(root, sample);
    const id = "grids/grid/remote-page";
    const sources = [`${id}/index.tsx`, `${id}/columns.ts`, `${id}/remote-page.css`, "grids/_shared/controls.tsx", "grids/grid/_shared/pages.ts", "_shared/random.ts"];
    const edited = editedProject(exported, id, sources, {
      [`${id}/columns.ts`]: 'import { page } from "../_shared/pages";\nexport const columns = ["a", "b", page];\n',
      "grids/_shared/controls.tsx": 'import { random } from "../../_shared/random";\nexport const Bar = () => random();\n',
    });
    expect(edited.files["src/sample/columns.ts"]).toBe('import { page } from "../shared/grids/grid/pages";\nexport const columns = ["a", "b", page];\n');
    expect(edited.files["src/shared/grids/controls.tsx"]).toBe('import { random } from "../random";\nexport const Bar = () => random();\n');
    expect(edited.files["src/sample/index.tsx"]).toBe(exported.files["src/sample/index.tsx"]);
    expect(edited.files["README.md"]).toContain("edited in the gallery from its `grids/grid/remote-page` sample");
    expect(edited.files["README.md"]).toContain("`src/sample/columns.ts`, `src/shared/grids/controls.tsx`");
    expect(() => editedProject(exported, id, sources, { "x/y.ts": "" })).toThrow("x/y.ts is not a file of the grids/grid/remote-page sample");
  });
});
