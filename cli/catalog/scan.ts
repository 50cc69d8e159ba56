import fg from "fast-glob";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** A sample folder as found on disk, before any validation. */
export interface ScannedSample {
  group: string;
  component: string;
  sample: string;
  /** Folder relative to the project root, with forward slashes. */
  dir: string;
  /** File names directly inside the folder. */
  files: string[];
  /** The text of sample.json, or null when the file is missing. */
  metaText: string | null;
}

/** Finds every samples/<group>/<component>/<sample>/ folder; folders starting with `_` are never samples. */
export async function scanSamples(root: string, samplesDir = "samples"): Promise<ScannedSample[]> {
  const base = path.join(root, samplesDir);
  const entries = await fg(["*/*/*/*"], {
    cwd: base,
    onlyFiles: true,
    dot: false,
    ignore: ["_*/**", "*/_*/**", "*/*/_*/**"],
  });
  const byDir = new Map<string, string[]>();
  for (const entry of entries) {
    const dir = path.posix.dirname(entry);
    const list = byDir.get(dir) ?? [];
    list.push(path.posix.basename(entry));
    byDir.set(dir, list);
  }
  const dirs = [...byDir.keys()].sort();
  return Promise.all(
    dirs.map(async (dir) => {
      const [group, component, sample] = dir.split("/") as [string, string, string];
      const files = byDir.get(dir)!.sort();
      const metaText = files.includes("sample.json")
        ? await readFile(path.join(base, dir, "sample.json"), "utf8")
        : null;
      return { group, component, sample, dir: `${samplesDir}/${dir}`, files, metaText };
    }),
  );
}
