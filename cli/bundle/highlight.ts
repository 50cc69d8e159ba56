import Prism from "prismjs";
import "prismjs/components/prism-typescript.js";
import "prismjs/components/prism-jsx.js";
import "prismjs/components/prism-tsx.js";
import "prismjs/components/prism-json.js";

/** The languages of the code view, by file extension (Prism's grammar names). */
export const LANGUAGES: Record<string, string> = { ".tsx": "tsx", ".ts": "typescript", ".css": "css", ".json": "json" };

// GitHub's light high-contrast palette: every colour passes WCAG AA on white (axe checks the code view).
const TEXT = "#0E1116";
const COMMENT = "#66707B";
const KEYWORD = "#A0111F";
const STRING = "#032563";
const CONSTANT = "#023B95";
const FUNCTION = "#622CBC";
const TAG = "#024C1A";

/**
 * Colour of each Prism token type. A type not listed takes its parent token's colour; punctuation and
 * JSX's embedded scripts are listed as plain text so they do not take the colour of the tag around them.
 */
const COLORS: Record<string, string> = {
  comment: COMMENT,
  prolog: COMMENT,
  keyword: KEYWORD,
  operator: KEYWORD,
  important: KEYWORD,
  rule: KEYWORD,
  string: STRING,
  "template-string": STRING,
  "attr-value": STRING,
  url: STRING,
  regex: STRING,
  number: CONSTANT,
  boolean: CONSTANT,
  constant: CONSTANT,
  builtin: CONSTANT,
  "class-name": CONSTANT,
  "attr-name": CONSTANT,
  property: CONSTANT,
  function: FUNCTION,
  "function-variable": FUNCTION,
  tag: TAG,
  selector: TAG,
  punctuation: TEXT,
  interpolation: TEXT,
  script: TEXT,
  "template-punctuation": STRING,
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type Piece = { text: string; color: string };

/** Flattens Prism's token tree into coloured runs of text, the innermost known type deciding. */
function pieces(stream: Prism.TokenStream, color: string, out: Piece[]): Piece[] {
  if (typeof stream === "string") {
    out.push({ text: stream, color });
  } else if (Array.isArray(stream)) {
    for (const part of stream) pieces(part, color, out);
  } else {
    const aliases = typeof stream.alias === "string" ? [stream.alias] : (stream.alias ?? []);
    // Prism calls every colon an operator; in object literals, the common case in samples, it is punctuation.
    const own = stream.content === ":" ? TEXT : [stream.type, ...aliases].map((type) => COLORS[type]).find(Boolean);
    pieces(stream.content, own ?? color, out);
  }
  return out;
}

/**
 * A source file as the code view's HTML: one `<span class="line">` per line, each run of text in a span
 * with its colour, so the page needs no stylesheet for it. Runs at build time: the client never loads
 * a highlighter.
 */
export function highlightSource(text: string, language: string): string {
  const grammar = Prism.languages[language];
  if (!grammar) throw new Error(`no grammar for ${language}`);
  const lines: string[] = [""];
  for (const { text: run, color } of pieces(Prism.tokenize(text, grammar), TEXT, [])) {
    run.split("\n").forEach((part, index) => {
      if (index > 0) lines.push("");
      if (part) lines[lines.length - 1] += color === TEXT ? escapeHtml(part) : `<span style="color:${color}">${escapeHtml(part)}</span>`;
    });
  }
  if (text.endsWith("\n")) lines.pop();
  const body = lines.map((line) => `<span class="line">${line}</span>`).join("\n");
  return `<pre class="highlighted" style="background-color:#ffffff;color:${TEXT}" tabindex="0"><code>${body}</code></pre>`;
}
