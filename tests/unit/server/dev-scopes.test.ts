/**
 * gallery dev's Edit scopes: until the page asks for a scope, its import in shell/live/scope.ts is a
 * module that asks the server and never settles; once asked for, the real module is bundled.
 */
import * as esbuild from "esbuild";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devScopesPlugin, isScopeName, SCOPE_ACTIVATE_PATH } from "../../../cli/server/dev-scopes";

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "dev-scopes-"));
  await mkdir(path.join(root, "shell/live/scopes"), { recursive: true });
  await writeFile(path.join(root, "shell/live/scope.ts"), `export const load = () => import("./scopes/some-package");\n`);
  await writeFile(path.join(root, "shell/live/scopes/some-package.ts"), `export const fromTheRealScope = "the real scope";\n`);
  // Another module importing a folder of the same name is not the scope loader: it is left alone.
  await mkdir(path.join(root, "shell/other/scopes"), { recursive: true });
  await writeFile(path.join(root, "shell/other/index.ts"), `export const load = () => import("./scopes/thing");\n`);
  await writeFile(path.join(root, "shell/other/scopes/thing.ts"), `export const thing = "not a scope";\n`);
  await writeFile(path.join(root, "shell/live/panel.ts"), `export const load = () => import("./edit-panel").then(({ editPanelWith }) => editPanelWith());\n`);
  await writeFile(path.join(root, "shell/live/edit-panel.tsx"), `export function editPanelWith() { return "the real panel"; }\nexport function other() {}\n`);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function bundle(entry: string, active: ReadonlySet<string>): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: path.join(root, "out"),
    write: false,
    logLevel: "silent",
    plugins: [devScopesPlugin(root, active)],
  });
  return result.outputFiles.map((file) => file.text).join("\n");
}

describe("devScopesPlugin", () => {
  it("bundles a scope not asked for yet as a request to the server that never settles", async () => {
    const code = await bundle("shell/live/scope.ts", new Set());
    expect(code).not.toContain("the real scope");
    expect(code).toContain(SCOPE_ACTIVATE_PATH);
    expect(code).toContain("?name=");
    expect(code).toContain("some-package");
    expect(code).toMatch(/await new Promise\(/);
  });

  it("bundles the real scope once it is active", async () => {
    const code = await bundle("shell/live/scope.ts", new Set(["some-package"]));
    expect(code).toContain("the real scope");
    expect(code).not.toContain(SCOPE_ACTIVATE_PATH);
  });

  it("leaves the imports of any other module alone", async () => {
    const code = await bundle("shell/other/index.ts", new Set());
    expect(code).toContain("not a scope");
    expect(code).not.toContain(SCOPE_ACTIVATE_PATH);
  });
});

describe("devScopesPlugin, panels", () => {
  it("bundles a panel not asked for yet as its exports, each asking the server for it when called, not when imported", async () => {
    const code = await bundle("shell/live/panel.ts", new Set());
    expect(code).not.toContain("the real panel");
    expect(code).toMatch(/function editPanelWith\(\) \{\s*ask\(\);/);
    expect(code).toMatch(/function other\(\) \{\s*ask\(\);/);
    expect(code).toContain(`${SCOPE_ACTIVATE_PATH}?name=edit-panel`);
    // The request is in a function: the module's own evaluation sends nothing.
    expect(code).toMatch(/ask = \(\) => \{[^]*fetch\(/);
    expect(code).not.toMatch(/^void fetch/m);
  });

  it("bundles the real panel once it is active", async () => {
    const code = await bundle("shell/live/panel.ts", new Set(["edit-panel"]));
    expect(code).toContain("the real panel");
    expect(code).not.toContain(SCOPE_ACTIVATE_PATH);
  });
});

describe("isScopeName", () => {
  it("accepts a module of shell/live/scopes/ and the two panels, nothing else", () => {
    expect(isScopeName(root, "edit-panel")).toBe(true);
    expect(isScopeName(root, "controls-panel")).toBe(true);
    expect(isScopeName(root, "some-package")).toBe(true);
    expect(isScopeName(root, "missing-package")).toBe(false);
    expect(isScopeName(root, "../scope")).toBe(false);
    expect(isScopeName(root, "")).toBe(false);
  });
});
