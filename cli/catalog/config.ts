import { readFile } from "node:fs/promises";
import { LineCounter, parseDocument, isMap, isNode, isScalar } from "yaml";
import type { z } from "zod";
import { configSchema, type GalleryConfig } from "../../contract/schema";
import type { Problem } from "../errors";

export type ConfigResult = { config: GalleryConfig; problems: [] } | { config: null; problems: Problem[] };

/** Parses and validates samples.config.yaml text; every problem carries its line number. */
export function parseConfig(text: string, file: string): ConfigResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    return {
      config: null,
      problems: doc.errors.map((e) => ({
        file,
        line: lineCounter.linePos(e.pos[0]).line,
        message: `YAML syntax error: ${e.message.split("\n")[0]}`,
        fix: "correct the YAML syntax at that line",
      })),
    };
  }
  const parsed = configSchema.safeParse(doc.toJS());
  if (parsed.success) return { config: parsed.data, problems: [] };
  return { config: null, problems: parsed.error.issues.map((issue) => toProblem(issue, doc, lineCounter, file)) };
}

export async function loadConfig(file: string): Promise<ConfigResult> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return { config: null, problems: [{ file, message: "the config file is missing or unreadable", fix: "create samples.config.yaml at the project root" }] };
  }
  return parseConfig(text, file);
}

export function toProblem(issue: z.core.$ZodIssue, doc: ReturnType<typeof parseDocument>, lines: LineCounter, file: string): Problem {
  const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
  const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
  const field = [...path, ...keys.slice(0, 1)].join(".") || "(root)";
  return {
    file,
    field,
    line: keys.length ? keyLine(doc, lines, path, keys[0]!) : lineOf(doc, lines, path),
    message: keys.length ? `unknown key${keys.length > 1 ? "s" : ""} ${keys.map((k) => `'${k}'`).join(", ")}` : issue.message,
    fix: keys.length ? "remove it, or check its spelling" : undefined,
  };
}

/** The line of a key inside the map at `path`, whatever shape its value has. */
function keyLine(doc: ReturnType<typeof parseDocument>, lines: LineCounter, path: (string | number)[], key: string): number | undefined {
  const parent = path.length ? doc.getIn(path, true) : doc.contents;
  if (isMap(parent)) {
    const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (pair && isScalar(pair.key) && pair.key.range) return lines.linePos(pair.key.range[0]).line;
  }
  return lineOf(doc, lines, path);
}

/** The line of the deepest node of `path` that exists in the document. */
function lineOf(doc: ReturnType<typeof parseDocument>, lines: LineCounter, path: (string | number)[]): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return undefined;
}
