import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BANNER, renderGenerated } from "../../../cli/catalog/emit";
import { staleFiles, writeGenerated } from "../../../cli/catalog/write-generated";
import type { ShellConfig } from "../../../contract/manifest";
import { buildManifest } from "../../../cli/catalog/manifest";
import { validateSamples } from "../../../cli/catalog/validate";
import { cleanupTempDirs, listFiles, scanned, tempDir, testConfig, writeTree } from "../helpers";

afterAll(cleanupTempDirs);

const config = testConfig();
const shellConfig: ShellConfig = {
  basePath: config.basePath,
  samplesPrefix: config.samplesPrefix,
  buildVersion: config.buildVersion,
  metaJson: config.metaJson,
  comingSoonUrl: config.comingSoonUrl,
  theme: config.theme,
  libraryVersion: "1.2.3",
};

describe("renderGenerated", () => {
  it("splits the details by component, each file typed by its component's ids", () => {
    const { samples } = validateSamples(config, [scanned("charts/pie-chart/legend"), scanned("charts/pie-chart/overview"), scanned("inputs/button/overview")]);
    const manifest = buildManifest(config, samples);
    const rendered = renderGenerated(manifest, shellConfig, []);
    expect(rendered.map((f) => f.path).filter((p) => p.includes("/details/"))).toEqual([
      "generated/details/charts/pie-chart.gen.ts",
      "generated/details/inputs/button.gen.ts",
    ]);
    const gauge = rendered.find((f) => f.path === "generated/details/charts/pie-chart.gen.ts")!.content;
    expect(gauge).toContain('ComponentDetails<SampleId, "charts/pie-chart">');
    expect(gauge).toContain('"charts/pie-chart/legend"');
    expect(gauge).not.toContain("inputs/button");
    expect(rendered.find((f) => f.path === "generated/details.gen.ts")!.content).toContain(
      '"inputs/button": () => import("./details/inputs/button.gen")',
    );
  });

  const files = renderGenerated(buildManifest(config, []), shellConfig, []);

  it("renders the four files, each starting with the banner", () => {
    expect(files.map((f) => f.path)).toEqual(["generated/details.gen.ts", "generated/imports.gen.ts", "generated/manifest.gen.ts", "generated/packages.gen.ts"]);
    for (const f of files) expect(f.content.startsWith(BANNER), f.path).toBe(true);
  });

  it("types an empty catalog as never and uses no any", () => {
    expect(files.find((f) => f.path === "generated/manifest.gen.ts")!.content).toContain("export type SampleId = never;");
    for (const f of files) {
      expect(f.content).not.toMatch(/\bany\b/);
      expect(f.content).not.toContain("@ts-nocheck");
    }
  });
});

describe("writeGenerated", () => {
  it("writes only files that differ and returns their paths", async () => {
    const root = await tempDir();
    await writeTree(root, { "generated/a.gen.ts": "same\n", "generated/b.gen.ts": "old\n" });
    const files = [
      { path: "generated/a.gen.ts", content: "same\n" },
      { path: "generated/b.gen.ts", content: "new\n" },
      { path: "generated/c.gen.ts", content: "created\n" },
    ];
    expect(await staleFiles(root, files)).toEqual(["generated/b.gen.ts", "generated/c.gen.ts"]);
    expect(await writeGenerated(root, files)).toEqual(["generated/b.gen.ts", "generated/c.gen.ts"]);
    expect(await readFile(path.join(root, "generated/b.gen.ts"), "utf8")).toBe("new\n");
    expect(await readFile(path.join(root, "generated/c.gen.ts"), "utf8")).toBe("created\n");
    expect(await listFiles(root)).toEqual(["generated/a.gen.ts", "generated/b.gen.ts", "generated/c.gen.ts"]);
  });

  it("removes a generated file the catalog no longer lists, and reports it as stale", async () => {
    const root = await tempDir();
    await writeTree(root, { "generated/a.gen.ts": "same\n", "generated/details/gone/component.gen.ts": "old\n", "generated/notes.md": "kept\n" });
    const files = [{ path: "generated/a.gen.ts", content: "same\n" }];
    expect(await staleFiles(root, files)).toEqual(["generated/details/gone/component.gen.ts"]);
    expect(await writeGenerated(root, files)).toEqual(["generated/details/gone/component.gen.ts"]);
    expect(await listFiles(root)).toEqual(["generated/a.gen.ts", "generated/notes.md"]);
  });

  it("changes no file and leaves no temp file when one write fails", async () => {
    const root = await tempDir();
    await writeTree(root, { "generated/a.gen.ts": "old\n" });
    // `blocked` is a file, so nothing can be written under it.
    await writeFile(path.join(root, "blocked"), "not a folder\n");
    const files = [
      { path: "generated/a.gen.ts", content: "new\n" },
      { path: "blocked/b.gen.ts", content: "new\n" },
    ];
    await expect(writeGenerated(root, files)).rejects.toThrow();
    expect(await readFile(path.join(root, "generated/a.gen.ts"), "utf8")).toBe("old\n");
    expect(await listFiles(root)).toEqual(["blocked", "generated/a.gen.ts"]);
  });
});
