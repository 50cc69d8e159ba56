/** Posix path arithmetic for the runner's file names (paths under samples/), without node:path. */
export function dirname(file: string): string {
  const slash = file.lastIndexOf("/");
  return slash < 0 ? "" : file.slice(0, slash);
}

/** `a/b` + `../c/./d` → `a/c/d`; undefined when the specifier climbs above the root. */
export function joinPath(dir: string, specifier: string): string | undefined {
  const parts = dir ? dir.split("/") : [];
  for (const part of specifier.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

/** The path of `to` as a relative specifier written in a file at `from` (`./x`, `../a/x`). */
export function relativePath(from: string, to: string): string {
  const fromParts = dirname(from).split("/").filter(Boolean);
  const toParts = to.split("/");
  let common = 0;
  while (common < fromParts.length && common < toParts.length - 1 && fromParts[common] === toParts[common]) common++;
  const up = fromParts.length - common;
  const rest = toParts.slice(common).join("/");
  return up === 0 ? `./${rest}` : `${"../".repeat(up)}${rest}`;
}

/** The candidates a bundler tries for an extensionless relative import, in its order. */
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
