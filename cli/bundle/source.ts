import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { sampleId, type ValidSample } from "../../contract/manifest";
import type { SharedSourceRef, SourceEntry, SourceFile } from "../../contract/source-view";
import { sampleSourceUrl, sharedSourceUrl } from "../../contract/urls";
import type { SampleImportGraph } from "../catalog/import-graph";
import { highlightSource, LANGUAGES } from "./highlight";

/** index.tsx first, then the sample's other code, styles and data, by name. */
export function sourceOrder(files: readonly string[]): string[] {
  return files
    .filter((file) => path.extname(file) in LANGUAGES)
    .sort((a, b) => (a === "index.tsx" ? -1 : b === "index.tsx" ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Writes every sample's sampleSourceUrl: its own files, then the `_shared/`
 * files it imports at any level (named by their path under samples/, from the import graph). Own files are highlighted while the import graph is still being made (the
 * bundle), shared files after it arrives.
 */
export async function writeSources(
  root: string,
  outDir: string,
  samples: readonly ValidSample[],
  sampleImports: Promise<SampleImportGraph>,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const render = async (file: string, name: string): Promise<SourceFile> => {
    const text = await readFile(path.join(root, file), "utf8");
    return { name, html: highlightSource(text, LANGUAGES[path.extname(name)]!), text };
  };
  const own = new Map<string, SourceFile[]>();
  // Several samples in flight, so reading files overlaps highlighting.
  const queue = [...samples];
  const worker = async () => {
    for (let sample = queue.shift(); sample; sample = queue.shift()) {
      const names = sourceOrder(sample.files);
      own.set(sample.dir, await Promise.all(names.map((name) => render(`${sample.dir}/${name}`, name))));
      onProgress?.(own.size, samples.length);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const graph = await sampleImports;
  // Written all at once: one at a time, the 938 files took seconds while the bundle's other work ran.
  const folders = new Map<string, Promise<unknown>>();
  const write = async (url: string, value: unknown) => {
    const target = path.join(outDir, url);
    const folder = path.dirname(target);
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    await folders.get(folder);
    await writeFile(target, JSON.stringify(value));
  };
  const sharedRefs = new Map<string, Promise<SharedSourceRef>>();
  const sharedRef = (file: string) => {
    let ref = sharedRefs.get(file);
    if (!ref) {
      const name = file.replace(/^samples\//, "");
      const url = sharedSourceUrl(name);
      ref = render(file, name).then((source) => write(url, source).then(() => ({ name, url })));
      sharedRefs.set(file, ref);
    }
    return ref;
  };
  await Promise.all(
    samples.map(async (sample) => {
      const sharedFiles = (graph.get(sample.dir)?.shared ?? []).filter((file) => path.extname(file) in LANGUAGES);
      const files: SourceEntry[] = [...own.get(sample.dir)!, ...(await Promise.all(sharedFiles.map(sharedRef)))];
      await write(sampleSourceUrl(sampleId(sample)), files);
    }),
  );
}
