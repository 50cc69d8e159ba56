import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { transform } from "sucrase";
import { resolveRelative } from "../../contract/resolve-relative";
import { runnerTransform, sampleScopeSource, usedPackageNames, type ScopeSources } from "../../contract/sample-scope";
import { SHARED_DIR } from "../catalog/shared-folders";

/** What the runner has without a scope (shell/live/scope.ts): the page's own React. */
const PAGE_PACKAGES: ReadonlySet<string> = new Set(["react", "react/jsx-runtime", "react-dom"]);

/** `samples/<group>/<component>/<sample>/index.tsx` (a path from the root), the file the runner starts from. */
export function isSampleEntry(fileFromRoot: string): boolean {
  const parts = fileFromRoot.split("/");
  return parts.length === 5 && parts[0] === "samples" && parts[4] === "index.tsx" && !parts.slice(1, 4).includes(SHARED_DIR);
}

/**
 * The statements appended to a sample's index.tsx in the bundle: the package names its files use,
 * exported for the Edit panel's runner (contract/sample-scope.ts). Files compile with the runner's
 * options; each file's result is kept for the build's other samples while its text is the same.
 */
export function sampleScopeAppendix(root: string): (fileFromRoot: string) => string {
  const compiled = new Map<string, { text: string; code: string }>();
  const sources: ScopeSources = {
    read: (file) => {
      const absolute = path.join(root, file);
      return statSync(absolute, { throwIfNoEntry: false })?.isFile() ? readFileSync(absolute, "utf8") : undefined;
    },
    resolve: (from, specifier) => resolveRelative(from, specifier, { has: (file: string) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile() } as ReadonlySet<string>),
    compile: (file, text) => {
      const known = compiled.get(file);
      if (known?.text === text) return known.code;
      // A file the runner cannot compile adds no names: the runner reports it when it runs.
      let code = "";
      try {
        code = transform(text, runnerTransform(file)).code;
      } catch {}
      compiled.set(file, { text, code });
      return code;
    },
  };
  return (fileFromRoot) => sampleScopeSource(usedPackageNames(fileFromRoot, sources), PAGE_PACKAGES);
}
