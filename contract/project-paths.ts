import { dirname, joinPath, relativePath } from "./posix-path";

/** Where a file of the gallery goes in an exported project: the sample's own files in src/sample/, shared ones in src/shared/<level>/. */
export function projectPath(sampleDir: string, file: string): string {
  if (file.startsWith(`${sampleDir}/`)) return `src/sample/${file.slice(sampleDir.length + 1)}`;
  return `src/shared/${file.replace(/^samples\//, "").replace(/(^|\/)_shared\//, "$1")}`;
}

/** Rewrites the relative imports of one file so that they point where `moved` put their targets. */
export function retargetRelativeImports(text: string, from: string, to: string, moved: ReadonlyMap<string, string>): string {
  const resolveTarget = (specifier: string) => {
    const base = joinPath(dirname(from), specifier);
    if (base === undefined) return undefined;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base.replace(/\.js$/, ".ts")]) {
      if (moved.has(candidate)) return { target: moved.get(candidate)!, extension: candidate.slice(base.length) };
    }
    return undefined;
  };
  const rewrite = (specifier: string) => {
    const found = resolveTarget(specifier);
    if (!found) return specifier;
    const relative = relativePath(to, found.target);
    // Keep the import as written: without the extension when it had none.
    return found.extension ? relative.slice(0, relative.length - found.extension.length) : relative;
  };
  return text.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g,
    (_whole, lead: string, quote: string, specifier: string) => `${lead}${quote}${rewrite(specifier)}${quote}`,
  );
}

export const SCRIPT = /\.(tsx?|jsx?|mjs)$/;
