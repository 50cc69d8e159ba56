/** Text for an HTML element or attribute: every character that could start markup escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A source position as verify maps it (`samples/inputs/button/throws/index.tsx:4:9`). */
const POSITION = /[\w@.\/-]+\.(?:tsx?|jsx?|mjs|cjs|css):\d+:\d+/g;

/** Where a failure's text points: the project's own files, or the first package file when it names none of those. */
export function sourcePositionsIn(text: string): string[] {
  const found = [...new Set(text.match(POSITION) ?? [])];
  const own = found.filter((p) => !p.startsWith("node_modules/"));
  return own.length ? own : found.slice(0, 1);
}

/** A failure's text, escaped, with its source positions marked. */
export function markPositions(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(POSITION)) {
    out += escapeHtml(text.slice(last, match.index)) + `<code class="position">${escapeHtml(match[0])}</code>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

export function formatMs(ms: number): string {
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/**
 * The most the report folder may take. Thumbnails (938 × 2-9 KB), pages and the JSON come first;
 * what is left goes to the whole-viewport screenshots of failed samples, and a failed sample past it
 * shows its thumbnail: a run in which every sample fails stays under it too.
 */
export const REPORT_BUDGET_MB = 28;

/** A sample's page in the report folder: `samples/inputs__button__throws.html`. */
export function samplePageFile(sample: string): string {
  return `samples/${sample.replaceAll("/", "__")}.html`;
}

export interface Layout {
  title: string;
  /** From the page to the report folder's root: "" or "../". */
  root: string;
  body: string;
}

/**
 * A whole page. Style and script are files of the report folder, so the pages open from the disk
 * with no server; nothing is fetched from anywhere else.
 */
export function page({ title, root, body }: Layout): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${root}report.css">
<script src="${root}report.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
${body}
</body>
</html>
`;
}
