import { existsSync, rmSync, writeFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ExportMap } from "../../../cli/bundle/direct-imports";
import { ExportOriginsCache } from "../../../cli/bundle/export-origins-cache";
import { cleanupTempDirs, tempDir, writeTree } from "../helpers";

afterAll(cleanupTempDirs);

/** A project whose node_modules holds one barrel package, installed as npm leaves it. */
async function project() {
  const root = await tempDir();
  await writeTree(root, {
    "node_modules/.package-lock.json": '{"lockfileVersion":3,"packages":{"node_modules/pkg":{"version":"1.0.0"}}}',
    "node_modules/pkg/package.json": '{"name":"pkg","version":"1.0.0","module":"index.js"}',
    "node_modules/pkg/index.js": "export * from './lib/button';\nexport { Chart as Plot } from './lib/chart';\n",
    "node_modules/pkg/lib/button.js": "export class Button {}\n",
    "node_modules/pkg/lib/chart.js": "export class Chart {}\n",
  });
  const entry = path.join(root, "node_modules/pkg/index.js");
  const lib = (name: string) => path.join(root, "node_modules/pkg/lib", `${name}.js`);
  return { root, entry, lib };
}

describe("ExportOriginsCache", () => {
  it("answers the next run from the saved map, without reading the package's modules again", async () => {
    const { root, entry, lib } = await project();
    const cache = new ExportOriginsCache(root);
    const first = new ExportMap(cache).exportsOf(entry);
    cache.save();
    expect(existsSync(path.join(root, "node_modules/.cache/gallery/export-origins.json"))).toBe(true);

    rmSync(lib("button"));
    rmSync(lib("chart"));
    const second = new ExportMap(new ExportOriginsCache(root)).exportsOf(entry);
    expect(second).toEqual(first);
    expect(second.get("Plot")).toEqual({ specifier: lib("chart"), name: "Chart" });
    expect(second.get("Button")).toEqual({ specifier: lib("button"), name: "Button" });
  });

  it("forgets the maps of another install (npm rewrites its hidden lockfile)", async () => {
    const { root, entry, lib } = await project();
    const cache = new ExportOriginsCache(root);
    new ExportMap(cache).exportsOf(entry);
    cache.save();

    writeFileSync(path.join(root, "node_modules/.package-lock.json"), '{"lockfileVersion":3,"packages":{"node_modules/pkg":{"version":"2.0.0"}}}');
    writeFileSync(lib("chart"), "export class Graph {}\nexport { Graph as Chart };\n");
    const again = new ExportMap(new ExportOriginsCache(root)).exportsOf(entry);
    expect(again.get("Plot")).toEqual({ specifier: lib("chart"), name: "Graph" });
  });

  it("keeps the gallery's own files out: they change while dev runs", async () => {
    const { root } = await project();
    await writeTree(root, { "samples/_shared/index.ts": "export { Button } from 'pkg';\nexport const x = 1;\n" });
    const cache = new ExportOriginsCache(root);
    new ExportMap(cache).exportsOf(path.join(root, "samples/_shared/index.ts"));
    cache.save();
    expect(existsSync(path.join(root, "node_modules/.cache/gallery/export-origins.json"))).toBe(false);
  });

  it("reads a tree copied elsewhere: its paths are kept relative to node_modules", async () => {
    const { root, entry } = await project();
    const cache = new ExportOriginsCache(root);
    new ExportMap(cache).exportsOf(entry);
    cache.save();
    const copy = await tempDir();
    await cp(path.join(root, "node_modules"), path.join(copy, "node_modules"), { recursive: true });
    rmSync(path.join(copy, "node_modules/pkg/lib"), { recursive: true });
    const moved = new ExportMap(new ExportOriginsCache(copy)).exportsOf(path.join(copy, "node_modules/pkg/index.js"));
    expect(moved.get("Plot")).toEqual({ specifier: path.join(copy, "node_modules/pkg/lib/chart.js"), name: "Chart" });
  });
});
