import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { BundledLanguage, Highlighter } from "shiki";
import type { ValidSample } from "../../contract/manifest";
import { type SourceEntry, type SourceFile, sharedSourceUrl } from "../../contract/source-view";


const LANGUAGES: Record<string, BundledLanguage> = { ".tsx": "tsx", ".ts": "typescript", ".css": "css", ".json": "json" };
// The high-contrast variant: every token colour passes WCAG AA on white (axe checks the code view).
const THEME = "github-light-high-contrast";

/** index.tsx first, then the sample's other code, styles and data, by name. */
export function sourceOrder(files: readonly string[]): string[] {
  return files
    .filter((file) => path.extname(file) in LANGUAGES)
    .sort((a, b) => (a === "index.tsx" ? -1 : b === "index.tsx" ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

type Highlight = (text: string, lang: BundledLanguage) => Promise<string>;

let inProcess: Promise<Highlighter> | undefined;

/**
 * In a thread of its own when the built CLI carries the worker (bin/highlight-worker.mjs): the
 * bundle's plugins run on this thread at the same time. Run from source (the unit tests), in-process.
 * The returned `close` ends the worker so the process can exit.
 */
function startHighlighter(): { highlight: Highlight; close: () => Promise<void> } {
  const script = new URL("./highlight-worker.mjs", import.meta.url);
  if (script.protocol === "file:" && existsSync(fileURLToPath(script))) {
    // Two threads: on this 2-core class of machine the bundle's own threads mostly wait on plugins.
    const pool = Array.from({ length: Math.min(2, availableParallelism()) }, () => {
      const worker = new Worker(script, { workerData: { theme: THEME, langs: Object.values(LANGUAGES) } });
      const waiting = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
      worker.on("message", ({ id, html }: { id: number; html: string }) => {
        waiting.get(id)?.resolve(html);
        waiting.delete(id);
      });
      worker.on("error", (error) => {
        for (const pending of waiting.values()) pending.reject(error);
        waiting.clear();
      });
      return { worker, waiting };
    });
    let next = 0;
    return {
      highlight: (text, lang) =>
        new Promise((resolve, reject) => {
          const id = next++;
          const least = pool.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
          least.waiting.set(id, { resolve, reject });
          least.worker.postMessage({ id, text, lang });
        }),
      close: () => Promise.all(pool.map(({ worker }) => worker.terminate())).then(() => undefined),
    };
  }
  inProcess ??= import("shiki").then(({ createHighlighter }) => createHighlighter({ themes: [THEME], langs: Object.values(LANGUAGES) }));
  return {
    highlight: async (text, lang) => (await inProcess!).codeToHtml(text, { lang, theme: THEME }),
    close: async () => undefined,
  };
}

/**
 * Writes source/<group>/<component>/<sample>.json for every sample: its own files, then the `_shared/`
 * files it imports at any level (named by their path under samples/, from `sharedImports`, keyed by
 * the sample's folder). Highlighting is the slow part, so each result is kept in `cacheDir` under the
 * hash of its input: a rebuild highlights only what changed. Own files are highlighted while the
 * import graph is still being made (the bundle), shared files after it arrives.
 */
export async function writeSources(
  root: string,
  outDir: string,
  samples: readonly ValidSample[],
  cacheDir: string,
  sharedImports: Promise<ReadonlyMap<string, readonly string[]>>,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const { highlight, close } = startHighlighter();
  try {
    return await writeAll(root, outDir, samples, cacheDir, sharedImports, highlight, onProgress);
  } finally {
    await close();
  }
}

async function writeAll(
  root: string,
  outDir: string,
  samples: readonly ValidSample[],
  cacheDir: string,
  sharedImports: Promise<ReadonlyMap<string, readonly string[]>>,
  highlight: Highlight,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  await mkdir(cacheDir, { recursive: true });
  let highlighted = 0;
  const render = async (file: string, name: string): Promise<SourceFile> => {
    const text = await readFile(path.join(root, file), "utf8");
    const lang = LANGUAGES[path.extname(name)]!;
    const key = createHash("sha256").update(`${THEME}\0${lang}\0${text}`).digest("hex");
    const cached = path.join(cacheDir, `${key}.html`);
    let html = await readFile(cached, "utf8").catch(() => undefined);
    if (html === undefined) {
      html = await highlight(text, lang);
      await writeFile(cached, html);
      highlighted++;
    }
    return { name, html, text };
  };
  const own = new Map<string, SourceFile[]>();
  // Several samples in flight, so every highlighting thread has work.
  const queue = [...samples];
  const worker = async () => {
    for (let sample = queue.shift(); sample; sample = queue.shift()) {
      const names = sourceOrder(sample.files);
      own.set(sample.dir, await Promise.all(names.map((name) => render(`${sample.dir}/${name}`, name))));
      onProgress?.(own.size, samples.length);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const shared = await sharedImports;
  const sharedFiles = new Map<string, SourceEntry>();
  for (const sample of samples) {
    const files: SourceEntry[] = [...own.get(sample.dir)!];
    for (const file of shared.get(sample.dir) ?? []) {
      if (!(path.extname(file) in LANGUAGES)) continue;
      let ref = sharedFiles.get(file);
      if (!ref) {
        const name = file.replace(/^samples\//, "");
        const source = await render(file, name);
        ref = { name, url: sharedSourceUrl(name) };
        const target = path.join(outDir, ref.url);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, JSON.stringify(source));
        sharedFiles.set(file, ref);
      }
      files.push(ref);
    }
    const target = path.join(outDir, "source", `${sample.group}/${sample.component}/${sample.sample}.json`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(files));
  }
  return highlighted;
}
