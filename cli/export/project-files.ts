import path from "node:path";
import { sampleId, type ValidSample } from "../../contract/manifest";
import { REMOTE_CSS_IMPORT } from "../../contract/themes";
import { sharedLevelPath } from "../catalog/shared-folders";

/** Where a file of the gallery goes in the project: the sample's own files in src/sample/, shared ones in src/shared/<level>/. */
export function projectPath(sampleDir: string, file: string): string {
  if (file.startsWith(`${sampleDir}/`)) return `src/sample/${file.slice(sampleDir.length + 1)}`;
  return `src/shared/${sharedLevelPath(file)}`;
}

/** Rewrites the relative imports of one file so that they point where `moved` put their targets. */
export function retargetRelativeImports(text: string, from: string, to: string, moved: ReadonlyMap<string, string>): string {
  const resolveTarget = (specifier: string) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base.replace(/\.js$/, ".ts")]) {
      if (moved.has(candidate)) return { target: moved.get(candidate)!, extension: candidate.slice(base.length) };
    }
    return undefined;
  };
  const rewrite = (specifier: string) => {
    const found = resolveTarget(specifier);
    if (!found) return specifier;
    let relative = path.posix.relative(path.posix.dirname(to), found.target);
    // Keep the import as written: without the extension when it had none.
    if (found.extension) relative = relative.slice(0, relative.length - found.extension.length);
    return relative.startsWith(".") ? relative : `./${relative}`;
  };
  return text.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g,
    (_whole, lead: string, quote: string, specifier: string) => `${lead}${quote}${rewrite(specifier)}${quote}`,
  );
}

/** The files every exported project has besides the sample's: README, index.html, page CSS, tsconfig, Vite config. */
export function scaffoldFiles(name: string, sample: ValidSample): Record<string, string> {
  return {
    "README.md": `# ${name}

The \`${sampleId(sample)}\` sample of the Ignite UI for React gallery, as a project of its own.

\`\`\`sh
npm install && npm run dev    # shows the sample at the address Vite prints
npm run build                 # type-checks and builds into dist/
\`\`\`

The sample's own files are in \`src/sample/\`, the shared code and data it uses in \`src/shared/\`
and \`public/data/\`; \`src/main.tsx\` loads the theme that was selected in the gallery.
`,
    "index.html": `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${name}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    "src/main.css": `/* The sample fills the page, as it fills its box in the gallery. */
html, body, #root { height: 100%; margin: 0; }
#root { display: flex; flex-direction: column; }
#root > * { flex: 1; min-height: 0; }
`,
    "tsconfig.json": JSON.stringify(
      {
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2023", "DOM", "DOM.Iterable"],
          module: "ESNext",
          moduleResolution: "bundler",
          jsx: "react-jsx",
          strict: true,
          noUncheckedIndexedAccess: true,
          isolatedModules: true,
          esModuleInterop: true,
          resolveJsonModule: true,
          skipLibCheck: true,
          noEmit: true,
          types: ["vite/client"],
        },
        include: ["src"],
      },
      null,
      2,
    ) + "\n",
    "vite.config.ts": `import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The project asks nothing of other origins: the grid theme's remote @import of the Material Icons
// font is dropped, main.tsx loads that font from the material-icons package.
const localStylesOnly: Plugin = {
  name: "local-styles-only",
  enforce: "pre",
  transform: (code, id) => (/\\.css($|\\?)/.test(id) ? code.replace(${REMOTE_CSS_IMPORT}, "") : undefined),
};

export default defineConfig({ plugins: [localStylesOnly, react()] });
`,
  };
}
