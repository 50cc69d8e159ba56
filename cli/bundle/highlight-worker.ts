/**
 * Highlights source files off the build's main thread, which the bundler's plugins need while the
 * bundle runs. Loaded by source.ts from the built CLI (bin/highlight-worker.mjs); it imports shiki
 * only, so rollup makes it a file of its own.
 */
import { createHighlighter, type BundledLanguage, type BundledTheme } from "shiki";
import { parentPort, workerData } from "node:worker_threads";

const { theme, langs } = workerData as { theme: BundledTheme; langs: BundledLanguage[] };
const highlighter = await createHighlighter({ themes: [theme], langs });

parentPort!.on("message", ({ id, text, lang }: { id: number; text: string; lang: BundledLanguage }) => {
  parentPort!.postMessage({ id, html: highlighter.codeToHtml(text, { lang, theme }) });
});
