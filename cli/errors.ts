/** One thing wrong with the input: where it is, which field, what was expected and how to fix it. */
export interface Problem {
  file: string;
  field?: string;
  line?: number;
  message: string;
  fix?: string;
}

/** A failure that stops a command; `code` is the process exit code it maps to. */
export class GalleryError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
    readonly code: 1 | 2 = 1,
  ) {
    super(message);
    this.name = "GalleryError";
  }
}

/** Problems grouped by file, files in order, one indented line per problem. */
export function formatProblems(problems: readonly Problem[]): string {
  const byFile = new Map<string, Problem[]>();
  for (const p of problems) {
    const list = byFile.get(p.file) ?? [];
    list.push(p);
    byFile.set(p.file, list);
  }
  const lines: string[] = [];
  for (const file of [...byFile.keys()].sort()) {
    lines.push(file);
    for (const p of byFile.get(file)!) {
      const where = [p.line ? `line ${p.line}` : "", p.field ? `${p.field}` : ""].filter(Boolean).join(", ");
      lines.push(`  ${where ? where + ": " : ""}${p.message}${p.fix ? ` (fix: ${p.fix})` : ""}`);
    }
  }
  return lines.join("\n");
}
