import * as esbuild from "esbuild";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { directImportsPlugin, importFromOrigins, type Origin } from "../../../cli/bundle/direct-imports";
import { splitWrapperFile } from "../../../cli/bundle/split-wrappers";
import { cleanupTempDirs, tempDir, writeTree } from "../helpers";

const root = path.resolve(import.meta.dirname, "../../..");
afterAll(cleanupTempDirs);

describe("splitWrapperFile", () => {
  const source = [
    'import { t as createComponent } from "./react-props.js";',
    'import * as React from "react";',
    'import { IgcButtonComponent, IgcSelectComponent, DatePart } from "igniteui-webcomponents";',
    "//#region src/components/button.ts",
    "var IgrButton = /* @__PURE__ */ createComponent({ elementClass: IgcButtonComponent, react: React });",
    "var IgrButtonModule = IgcButtonComponent;",
    "//#endregion",
    "//#region src/components/select.ts",
    "var IgrSelect = /* @__PURE__ */ createComponent({ elementClass: IgcSelectComponent, react: React, inner: IgrButton });",
    "//#endregion",
    "export { DatePart, IgrButton, IgrButtonModule, IgrSelect as IgrPicker };",
  ].join("\n");
  const split = splitWrapperFile(source, (i) => `region:${i}`);

  it("gives each region only the imports it uses, and the regions it refers to", () => {
    expect(split.regions[0]).toContain('import { IgcButtonComponent } from "igniteui-webcomponents";');
    expect(split.regions[0]).not.toContain("IgcSelectComponent");
    expect(split.regions[0]).toContain("export { IgrButton, IgrButtonModule };");
    expect(split.regions[1]).toContain('import { IgrButton } from "region:0";');
    expect(split.regions[1]).toContain('import { IgcSelectComponent } from "igniteui-webcomponents";');
    expect(split.regions[1]).toContain('import * as React from "react";');
  });

  it("makes the file a barrel of re-exports only, keeping renamed and passed-on exports", () => {
    expect(split.barrel.split("\n").sort()).toEqual([
      'export { DatePart } from "igniteui-webcomponents";',
      'export { IgrButton } from "region:0";',
      'export { IgrButtonModule } from "region:0";',
      'export { IgrSelect as IgrPicker } from "region:1";',
    ]);
  });

  it("refuses a file that has code outside its regions", () => {
    expect(() => splitWrapperFile(`${source}\nconsole.log(1);`, String)).toThrow(/outside a region/);
  });
});

describe("importFromOrigins", () => {
  const origins = new Map<string, Map<string, Origin>>([
    [
      "pkg",
      new Map([
        ["A", { specifier: "/pkg/a.js", name: "A" }],
        ["B", { specifier: "/pkg/b.js", name: "default" }],
      ]),
    ],
  ]);
  const rewrite = (source: string, drop = false) => importFromOrigins(source, (s) => origins.get(s), drop);

  it("imports each name from its origin and keeps the line count", () => {
    const out = rewrite('import {\n  A,\n  B as Bee,\n  type T,\n} from "pkg";\nuse(A);');
    expect(out).toBe('import { A } from "/pkg/a.js"; import { default as Bee } from "/pkg/b.js"; import { type T } from "pkg";\n\n\n\n\nuse(A);');
  });

  it("leaves names it cannot place, and other specifiers, as they were", () => {
    expect(rewrite('import { A, Z } from "pkg";')).toBe('import { A } from "/pkg/a.js"; import { Z } from "pkg";');
    expect(rewrite('import { A } from "other";')).toBe('import { A } from "other";');
  });

  it("drops a re-export only when asked and every name is placed", () => {
    expect(rewrite('export { A } from "pkg";', true)).toBe("");
    expect(rewrite('export { A } from "pkg";')).toBe('export { A } from "/pkg/a.js";');
    expect(rewrite('export { A, Z } from "pkg";', true)).toBe('export { A } from "/pkg/a.js"; export { Z } from "pkg";');
  });
});

describe("directImportsPlugin with code splitting", () => {
  it("keeps one sample's Ignite UI components out of another sample's download", async () => {
    const dir = await tempDir();
    await writeTree(dir, {
      "switch.tsx": 'import { SwitchOnly } from "./controls";\nconsole.log(SwitchOnly);\n',
      "select.tsx": 'import { SelectOnly } from "./controls";\nconsole.log(SelectOnly);\n',
      "controls.tsx": 'export { SwitchOnly } from "./switch-only";\nexport { SelectOnly } from "./select-only";\n',
      "switch-only.tsx": 'import { IgrSwitch } from "igniteui-react";\nexport const SwitchOnly = IgrSwitch;\n',
      "select-only.tsx": 'import { IgrSelect } from "igniteui-react";\nexport const SelectOnly = IgrSelect;\n',
    });
    const download = async (plugins: esbuild.Plugin[]) => {
      const result = await esbuild.build({
        absWorkingDir: dir,
        entryPoints: ["switch.tsx", "select.tsx"],
        nodePaths: [path.join(root, "node_modules")],
        bundle: true,
        splitting: true,
        format: "esm",
        outdir: "out",
        write: false,
        metafile: true,
        jsx: "automatic",
        logLevel: "silent",
        plugins,
      });
      const outputs = result.metafile!.outputs;
      const entry = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === "switch.tsx")!;
      const reached = new Set<string>();
      const visit = (file: string) => {
        if (reached.has(file)) return;
        reached.add(file);
        for (const i of outputs[file]!.imports) if (i.kind === "import-statement") visit(i.path);
      };
      visit(entry);
      return [...reached].flatMap((file) => Object.keys(outputs[file]!.inputs));
    };
    const select = (inputs: string[]) => inputs.filter((input) => input.includes("components/select/select.js"));
    // Without the plugin the switch page shares one chunk with the select: the case the plugin exists for.
    expect(select(await download([]))).not.toEqual([]);
    const withPlugin = await download([directImportsPlugin()]);
    expect(withPlugin.some((input) => input.includes("components/checkbox/switch.js"))).toBe(true);
    expect(select(withPlugin)).toEqual([]);
  }, 60_000);
});

describe("directImportsPlugin with a dynamic import", () => {
  it("keeps the re-exports of a gallery file that is imported dynamically", async () => {
    const dir = await tempDir();
    await writeTree(dir, {
      "main.ts": 'export const load = () => import("./panel");\nexport const both = () => import("./controls");\nexport { direct } from "./direct";\n',
      "direct.ts": 'import { first } from "./controls";\nexport const direct = first;\n',
      "panel.ts": 'export { prepare, default } from "./prepare";\nexport { second as renamed } from "./controls";\nexport const own = "own";\n',
      "prepare.ts": 'export const prepare = "prepared";\nexport default "prepare\'s default";\n',
      // Imported statically (its re-exports dropped there) and dynamically: the dynamic import still sees them.
      "controls.ts": 'export { first } from "./first";\nexport { second } from "./second";\nexport default "controls";\n',
      "first.ts": 'export const first = "first";\n',
      "second.ts": 'export const second = "second";\n',
    });
    await esbuild.build({
      absWorkingDir: dir,
      entryPoints: ["main.ts"],
      bundle: true,
      splitting: true,
      format: "esm",
      outdir: "out",
      outExtension: { ".js": ".mjs" },
      logLevel: "silent",
      plugins: [directImportsPlugin()],
    });
    const main = (await import(pathToFileURL(path.join(dir, "out/main.mjs")).href)) as {
      load: () => Promise<Record<string, unknown>>;
      both: () => Promise<Record<string, unknown>>;
      direct: string;
    };
    expect(main.direct).toBe("first");
    expect({ ...(await main.load()) }).toEqual({ default: "prepare's default", own: "own", prepare: "prepared", renamed: "second" });
    expect({ ...(await main.both()) }).toEqual({ default: "controls", first: "first", second: "second" });
  }, 60_000);
});
