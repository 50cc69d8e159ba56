import { sampleId, type ValidSample } from "../../contract/manifest";
import { REMOTE_CSS_IMPORT } from "../../contract/themes";

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
