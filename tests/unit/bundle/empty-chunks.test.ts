import type { Metafile } from "esbuild";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dropEmptyChunks } from "../../../cli/bundle/empty-chunks";

type Output = Metafile["outputs"][string];
const output = (bytes: number, imports: Output["imports"] = [], extra: Partial<Output> = {}): Output => ({ bytes, inputs: {}, imports, exports: [], ...extra });
const statement = (pathName: string) => ({ path: pathName, kind: "import-statement" as const });

/** A build folder with these files (paths from the root, as a metafile names them). */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "empty-chunks-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("dropEmptyChunks", () => {
  it("blanks every import of an empty chunk, keeping positions, and drops it from the metafile and the folder", async () => {
    const main = 'import"./chunks/chunk-EMPTY111.js";import{a}from"./chunks/chunk-FULL2222.js";a();';
    const sample = 'import"./chunk-EMPTY111.js";import{a}from"./chunk-FULL2222.js";export default a;';
    const root = site({
      "dist/assets/main-AAAA1111.js": main,
      "dist/assets/chunks/sample-BBBB2222.js": sample,
      "dist/assets/chunks/chunk-EMPTY111.js": "",
      "dist/assets/chunks/chunk-FULL2222.js": "function a(){}export{a};",
    });
    const metafile: Metafile = {
      inputs: {},
      outputs: {
        "dist/assets/main-AAAA1111.js": output(main.length, [statement("dist/assets/chunks/chunk-EMPTY111.js"), statement("dist/assets/chunks/chunk-FULL2222.js")], { entryPoint: "shell/main.tsx" }),
        "dist/assets/chunks/sample-BBBB2222.js": output(sample.length, [statement("dist/assets/chunks/chunk-EMPTY111.js"), statement("dist/assets/chunks/chunk-FULL2222.js")]),
        "dist/assets/chunks/chunk-EMPTY111.js": output(0),
        "dist/assets/chunks/chunk-FULL2222.js": output(24, [], { exports: ["a"] }),
      },
    };
    expect(await dropEmptyChunks(metafile, root)).toBe(1);
    const mainAfter = readFileSync(path.join(root, "dist/assets/main-AAAA1111.js"), "utf8");
    expect(mainAfter).toHaveLength(main.length);
    expect(mainAfter).not.toContain("EMPTY111");
    expect(mainAfter.indexOf("a();")).toBe(main.indexOf("a();"));
    expect(readFileSync(path.join(root, "dist/assets/chunks/sample-BBBB2222.js"), "utf8")).not.toContain("EMPTY111");
    expect(existsSync(path.join(root, "dist/assets/chunks/chunk-EMPTY111.js"))).toBe(false);
    expect(Object.keys(metafile.outputs)).not.toContain("dist/assets/chunks/chunk-EMPTY111.js");
    expect(metafile.outputs["dist/assets/chunks/sample-BBBB2222.js"]!.imports.map((i) => i.path)).toEqual(["dist/assets/chunks/chunk-FULL2222.js"]);
  });

  it("keeps an empty chunk that a file imports in another form, and that import", async () => {
    const lazy = 'const m=()=>import("./chunk-EMPTY111.js");export{m};';
    const root = site({ "dist/assets/chunks/lazy-CCCC3333.js": lazy, "dist/assets/chunks/chunk-EMPTY111.js": "" });
    const metafile: Metafile = {
      inputs: {},
      outputs: {
        "dist/assets/chunks/lazy-CCCC3333.js": output(lazy.length, [{ path: "dist/assets/chunks/chunk-EMPTY111.js", kind: "dynamic-import" }]),
        "dist/assets/chunks/chunk-EMPTY111.js": output(0),
      },
    };
    expect(await dropEmptyChunks(metafile, root)).toBe(0);
    expect(readFileSync(path.join(root, "dist/assets/chunks/lazy-CCCC3333.js"), "utf8")).toBe(lazy);
    expect(existsSync(path.join(root, "dist/assets/chunks/chunk-EMPTY111.js"))).toBe(true);
    expect(metafile.outputs["dist/assets/chunks/lazy-CCCC3333.js"]!.imports).toHaveLength(1);
  });
});
