import { readFile } from "node:fs/promises";
import path from "node:path";
import picomatch from "picomatch";
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import { A11Y_KNOWN_FILE, knownViolationsSchema, type KnownViolation } from "../../contract/a11y-known";
import { GalleryError, type Problem } from "../errors";
import { toProblem } from "./config";

/** The reviewed list, with each entry's test of a sample id. */
export interface KnownList {
  entries: readonly KnownViolation[];
  /** The entries that apply to a sample. */
  forSample(id: string): KnownViolation[];
}

/** Parses the list's YAML text; every problem names the file, the field and its line. */
export function parseKnownList(text: string, file: string): { list: KnownList; problems: [] } | { list: null; problems: Problem[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    const problems = doc.errors.map((e) => ({ file, line: lines.linePos(e.pos[0]).line, message: `YAML syntax error: ${e.message.split("\n")[0]}` }));
    return { list: null, problems };
  }
  const cut = cutByComment(text, doc, lines, file);
  if (cut.length > 0) return { list: null, problems: cut };
  const parsed = knownViolationsSchema.safeParse(doc.toJS() ?? { known: [] });
  if (!parsed.success) return { list: null, problems: parsed.error.issues.map((issue) => toProblem(issue, doc, lines, file)) };
  return { list: knownList(parsed.data.known), problems: [] };
}

/**
 * A plain value that a ` #` cuts short: YAML reads the rest of the line as a comment, so a why that
 * quotes a colour (`primary #0d6efd`) would silently lose its end.
 */
function cutByComment(text: string, doc: ReturnType<typeof parseDocument>, lines: LineCounter, file: string): Problem[] {
  const known = doc.get("known", true);
  if (!isSeq(known)) return [];
  return known.items.flatMap((item, index) => {
    if (!isMap(item)) return [];
    return item.items.flatMap((pair) => {
      const { key, value } = pair;
      if (!isScalar(key) || !isScalar(value) || value.type !== "PLAIN" || !value.range) return [];
      const end = value.range[1];
      const lineEnd = text.indexOf("\n", end);
      const rest = text.slice(end, lineEnd < 0 ? undefined : lineEnd);
      if (!/^[ \t]+#/.test(rest)) return [];
      return [{ file, field: `known.${index}.${String(key.value)}`, line: lines.linePos(value.range[0]).line, message: "' #' starts a YAML comment here and cuts the value short", fix: "put the value in double quotes" }];
    });
  });
}

export function knownList(entries: readonly KnownViolation[]): KnownList {
  const tests = entries.map((entry) => picomatch(entry.samples));
  return { entries, forSample: (id) => entries.filter((_, index) => tests[index]!(id)) };
}

/** The project's list; no file is an empty list. A bad list throws one GalleryError naming every problem. */
export async function loadKnownList(root: string): Promise<KnownList> {
  const text = await readFile(path.join(root, A11Y_KNOWN_FILE), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "known: []";
    throw error;
  });
  const result = parseKnownList(text, A11Y_KNOWN_FILE);
  if (!result.list) throw new GalleryError(`${A11Y_KNOWN_FILE} is invalid`, result.problems);
  return result.list;
}
