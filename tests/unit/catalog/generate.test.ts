import { cp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findStaleGenerated, generate, loadCatalog } from "../../../cli/catalog/generate";
import { GalleryError } from "../../../cli/errors";
import { cleanupTempDirs, listFiles, tempDir, writeTree } from "../helpers";

const BASIC = path.resolve(import.meta.dirname, "../../fixtures/basic");
const GENERATED = [
  "a11y.gen.ts",
  "details.gen.ts",
  "details/charts/pie-chart.gen.ts",
  "details/inputs/button.gen.ts",
  "imports.gen.ts",
  "manifest.gen.ts",
  "packages.gen.ts",
];

/** A copy of the basic fixture's project (without its expectations) in a fresh temp folder. */
async function basicProject(): Promise<string> {
  const root = await tempDir("gallery-generate-");
  await cp(BASIC, root, { recursive: true, filter: (file) => path.relative(BASIC, file) !== "expected" });
  return root;
}

async function readGenerated(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const file of await listFiles(path.join(root, "generated"))) files.set(file, await readFile(path.join(root, "generated", file)));
  return files;
}

afterAll(cleanupTempDirs);

describe("generate", () => {
  it("writes the generated files (details split by component) and reports them as changed", async () => {
    const root = await basicProject();
    const { changed, catalog } = await generate(root);
    expect(changed).toEqual(GENERATED.map((f) => `generated/${f}`));
    expect(await listFiles(path.join(root, "generated"))).toEqual(GENERATED);
    expect(catalog.samples).toHaveLength(3);
  });

  it("is deterministic: two runs from scratch, even in another folder, give identical bytes", async () => {
    const [a, b] = [await basicProject(), await basicProject()];
    await generate(a);
    const first = await readGenerated(a);
    await rm(path.join(a, "generated"), { recursive: true });
    await generate(a);
    await generate(b);
    expect([...first.keys()]).toEqual(GENERATED);
    for (const again of [await readGenerated(a), await readGenerated(b)]) {
      for (const [file, bytes] of first) expect(bytes.equals(again.get(file)!), file).toBe(true);
    }
  });

  it("writes nothing on a second run", async () => {
    const root = await basicProject();
    await generate(root);
    const before = await readGenerated(root);
    const { changed } = await generate(root);
    expect(changed).toEqual([]);
    const after = await readGenerated(root);
    for (const [file, bytes] of before) expect(bytes.equals(after.get(file)!), file).toBe(true);
  });

  it("rewrites only the file whose content changes", async () => {
    const root = await basicProject();
    await generate(root);
    // A new package changes packages.gen.ts only.
    const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    pkg.dependencies["igniteui-react-gauges"] = "19.6.0";
    await writeFile(path.join(root, "package.json"), JSON.stringify(pkg));
    expect(await findStaleGenerated(root)).toEqual(["generated/packages.gen.ts"]);
    const { changed } = await generate(root);
    expect(changed).toEqual(["generated/packages.gen.ts"]);
    expect(await readFile(path.join(root, "generated/packages.gen.ts"), "utf8")).toContain("igniteui-react-gauges");
  });

  it("finds a new sample stale in the manifest and the imports", async () => {
    const root = await basicProject();
    await generate(root);
    expect(await findStaleGenerated(root)).toEqual([]);
    await writeTree(root, {
      "samples/inputs/button/states/index.tsx": "export default function S() { return null; }\n",
      "samples/inputs/button/states/sample.json": '{"description": "Shows the disabled and active states."}',
    });
    expect(await findStaleGenerated(root)).toEqual(["generated/details/inputs/button.gen.ts", "generated/imports.gen.ts", "generated/manifest.gen.ts"]);
  });

  it("leaves no temp file behind", async () => {
    const root = await basicProject();
    await generate(root);
    await writeTree(root, { "generated/manifest.gen.ts": "// edited by hand\n" });
    expect((await generate(root)).changed).toEqual(["generated/manifest.gen.ts"]);
    const all = await listFiles(root);
    expect(all.filter((f) => f.includes(".tmp"))).toEqual([]);
    expect(await listFiles(path.join(root, "generated"))).toEqual(GENERATED);
  });

  it("reads the library version from node_modules when it is installed", async () => {
    const root = await basicProject();
    await writeTree(root, { "node_modules/igniteui-react-core/package.json": '{"name": "igniteui-react-core", "version": "19.6.0"}' });
    const { catalog } = await generate(root);
    const manifest = catalog.files.find((f) => f.path === "generated/manifest.gen.ts")!.content;
    expect(manifest).toContain('"libraryVersion": "19.6.0"');
    const packages = catalog.files.find((f) => f.path === "generated/packages.gen.ts")!.content;
    expect(packages).toMatch(/"igniteui-react-core",\s*"version": "19.6.0"/);
    expect(packages).toMatch(/"igniteui-react-charts",\s*"version": "0.0.0"/);
  });

  it("throws a GalleryError naming the config when it is missing, and writes nothing", async () => {
    const root = await basicProject();
    await rm(path.join(root, "samples.config.yaml"));
    const error = await loadCatalog(root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GalleryError);
    expect((error as GalleryError).problems).toEqual([
      expect.objectContaining({ file: "samples.config.yaml", message: "the config file is missing or unreadable" }),
    ]);
    await expect(generate(root)).rejects.toBeInstanceOf(GalleryError);
    expect(await listFiles(path.join(root, "generated"))).toEqual([]);
  });

  it("throws a GalleryError naming the config and the line when it is not valid YAML, and writes nothing", async () => {
    const root = await basicProject();
    await writeFile(path.join(root, "samples.config.yaml"), "basePath: [\n");
    const error = await loadCatalog(root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GalleryError);
    expect((error as GalleryError).problems[0]).toEqual(expect.objectContaining({ file: "samples.config.yaml", message: expect.stringMatching(/^YAML syntax error/) }));
    expect((error as GalleryError).problems[0]!.line).toBeGreaterThan(0);
    await expect(generate(root)).rejects.toBeInstanceOf(GalleryError);
    expect(await listFiles(path.join(root, "generated"))).toEqual([]);
  });
});
