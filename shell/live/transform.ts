import { transform } from "sucrase";
import { runnerTransform } from "../../contract/sample-scope";
import { CompileError } from "./errors";

/**
 * TypeScript and JSX to a CommonJS function body, by sucrase: it strips types and rewrites JSX and
 * imports only, a few milliseconds per file (esbuild-wasm takes ten times longer per file here and
 * is a 3.8 MB download). Types are not checked; the editor is for trying things, `tsc` is for projects.
 */
export function transformScript(file: string, text: string): string {
  try {
    return transform(text, runnerTransform(file)).code;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    // Sucrase prefixes "Error transforming <file>: " and ends with "(line:column)", both 1-based: the position says them.
    const reason = (error as Error).message.replace(/^Error transforming [^:]*: /, "").replace(/ \(\d+:\d+\)$/, "");
    throw new CompileError({ file, line: loc?.line ?? 1, column: loc?.column ?? 1 }, reason);
  }
}

const cache = new Map<string, string>();

/** `transformScript`, remembered for the last text of each file: one keystroke recompiles one file. */
export function transformCached(file: string, text: string): string {
  const key = `${file}\0${text}`;
  let code = cache.get(key);
  if (code === undefined) {
    code = transformScript(file, text);
    for (const old of cache.keys()) if (old.startsWith(`${file}\0`)) cache.delete(old);
    cache.set(key, code);
  }
  return code;
}

/** Every module a transformed file requires, in order (sucrase writes each import as `require('x')`). */
export function requiredSpecifiers(code: string): string[] {
  return [...code.matchAll(/\brequire\((["'])([^"'\n]+)\1\)/g)].map((match) => match[2]!);
}
