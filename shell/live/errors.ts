/** Where in the edited files a problem is: a path as the editor's tabs name it, 1-based line and column. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/**
 * Code the runner cannot run: a syntax error, or an import the page cannot provide. It names its
 * place, so the editor can mark the line; the last good render stays meanwhile.
 */
export class CompileError extends Error {
  override name = "CompileError";
  constructor(
    readonly position: SourcePosition,
    readonly reason: string,
  ) {
    super(`${position.file}:${position.line}:${position.column}: ${reason}`);
  }
}

/** The 1-based line and column of an offset in a text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}
