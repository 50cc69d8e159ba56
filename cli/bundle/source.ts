import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BundledLanguage, Highlighter } from "shiki";
import type { ValidSample } from "../../contract/manifest";

/** One file of a sample as the code view shows it: highlighted at build time, plain text for copying. */
export interface SourceFile {
  name: string;
  html: string;
  text: string;
}

const LANGUAGES: Record<string, BundledLanguage> = { ".tsx": "tsx", ".ts": "typescript", ".css": "css", ".json": "json" };
// The high-contrast variant: every token colour passes WCAG AA on white (axe checks the code view).
const THEME = "github-light-high-contrast";

/** index.tsx first, then the sample's other code, styles and data, by name. */
export function sourceOrder(files: readonly string[]): string[] {
  return files
    .filter((file) => path.extname(file) in LANGUAGES)
    .sort((a, b) => (a === "index.tsx" ? -1 : b === "index.tsx" ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= import("shiki").then(({ createHighlighter }) =>
    createHighlighter({ themes: [THEME], langs: Object.values(LANGUAGES) }),
  );
  return highlighter;
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
  const shiki = await getHighlighter();
  await mkdir(cacheDir, { recursive: true });
  let highlighted = 0;
  const render = async (file: string, name: string): Promise<SourceFile> => {
    const text = await readFile(path.join(root, file), "utf8");
    const lang = LANGUAGES[path.extname(name)]!;
    const key = createHash("sha256").update(`${THEME}\0${lang}\0${text}`).digest("hex");
    const cached = path.join(cacheDir, `${key}.html`);
    let html = await readFile(cached, "utf8").catch(() => undefined);
    if (html === undefined) {
      html = shiki.codeToHtml(text, { lang, theme: THEME });
      await writeFile(cached, html);
      highlighted++;
    }
    return { name, html, text };
  };
  const own = new Map<string, SourceFile[]>();
  for (const sample of samples) {
    const files: SourceFile[] = [];
    for (const name of sourceOrder(sample.files)) files.push(await render(`${sample.dir}/${name}`, name));
    own.set(sample.dir, files);
    onProgress?.(own.size, samples.length);
  }
  const shared = await sharedImports;
  const sharedFiles = new Map<string, SourceFile>();
  for (const sample of samples) {
    const files = [...own.get(sample.dir)!];
    for (const file of shared.get(sample.dir) ?? []) {
      if (!(path.extname(file) in LANGUAGES)) continue;
      let source = sharedFiles.get(file);
      if (!source) sharedFiles.set(file, (source = await render(file, file.replace(/^samples\//, ""))));
      files.push(source);
    }
    const target = path.join(outDir, "source", `${sample.group}/${sample.component}/${sample.sample}.json`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(files));
  }
  return highlighted;
}
