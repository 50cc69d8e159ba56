import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { configSchema, type GalleryConfig } from "../../contract/schema";
import type { ScannedSample } from "../../cli/catalog/scan";

/** A fresh folder under the OS temp dir; `cleanup` removes every folder made so far. */
const made: string[] = [];
export async function tempDir(prefix = "gallery-test-"): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
export async function cleanupTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Writes `files` (relative path → text) under `root`, creating folders as needed. */
export async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}

/** Every file under `dir`, relative with forward slashes, sorted; [] when `dir` is missing. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/** The 1-based line of the first line of `text` that contains `needle`. */
export function lineContaining(text: string, needle: string): number {
  const index = text.split("\n").findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`'${needle}' is not in the text`);
  return index + 1;
}

export const VALID_CONFIG_YAML = `# A small config for tests.
basePath: /react-demos/
samplesPrefix: /samples
buildVersion: 23.2.915
libraryVersionFrom: igniteui-react-core
metaJson:
  local:
    hosts: [localhost, 127.0.0.1]
    url: /react-demos/meta.json
  staging:
    hosts: [staging.example.local]
    url: https://staging.example.local/react-demos/meta.json
  production:
    hosts: [www.example.com]
    url: https://www.example.com/react-demos/meta.json
comingSoonUrl: https://www.example.com/coming-soon
theme:
  name: bootstrap
  variant: light
groups:
  - slug: charts
    title: Charts
    components:
      data-chart: Data Chart
      data: Data
      pie-chart: null
  - slug: inputs
    title: Inputs
    components:
      button: Button
`;

/** The config of VALID_CONFIG_YAML, as an object; `groups` may be replaced. */
export function testConfig(groups?: GalleryConfig["groups"]): GalleryConfig {
  const base = {
    basePath: "/react-demos/",
    samplesPrefix: "/samples",
    buildVersion: "23.2.915",
    libraryVersionFrom: "igniteui-react-core",
    metaJson: {
      local: { hosts: ["localhost"], url: "/react-demos/meta.json" },
      staging: { hosts: ["staging.example.local"], url: "https://staging.example.local/react-demos/meta.json" },
      production: { hosts: ["www.example.com"], url: "https://www.example.com/react-demos/meta.json" },
    },
    comingSoonUrl: "https://www.example.com/coming-soon",
    theme: { name: "bootstrap", variant: "light" },
    groups: groups ?? [
      { slug: "charts", title: "Charts", components: { "data-chart": "Data Chart", data: "Data", "pie-chart": null } },
      { slug: "inputs", title: "Inputs", components: { button: "Button" } },
    ],
  };
  return configSchema.parse(base);
}

/** A scanned sample with an index.tsx and the given sample.json (an object, raw text, or null for none). */
export function scanned(id: string, meta: object | string | null = { description: "Shows a sample for a unit test." }): ScannedSample {
  const [group, component, sample] = id.split("/") as [string, string, string];
  const metaText = meta === null ? null : typeof meta === "string" ? meta : JSON.stringify(meta);
  const files = meta === null ? ["index.tsx"] : ["index.tsx", "sample.json"];
  return { group, component, sample, dir: `samples/${id}`, files, metaText };
}
