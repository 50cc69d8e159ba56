import { dirname, joinPath } from "./posix-path";

/** The candidates a bundler tries for a relative import, in its order. */
const EXTENSIONS = ["", ".tsx", ".ts", ".jsx", ".js", ".json", "/index.tsx", "/index.ts", "/index.js"];

/** The file a relative specifier names among `files`, as TypeScript's bundler resolution finds it. */
export function resolveRelative(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const base = joinPath(dirname(from), specifier);
  if (base === undefined) return undefined;
  for (const extension of EXTENSIONS) {
    if (files.has(base + extension)) return base + extension;
  }
  // `./x.js` written for a TypeScript file `x.ts`, as ESM TypeScript allows.
  const script = /\.jsx?$/.exec(base);
  if (script) {
    const stem = base.slice(0, script.index);
    for (const extension of [".ts", ".tsx"]) if (files.has(stem + extension)) return stem + extension;
  }
  return undefined;
}
