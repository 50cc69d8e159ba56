import fg from "fast-glob";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ExportedProject, ExportNeeds } from "../../contract/export-project";
import type { ValidSample } from "../../contract/manifest";
import { projectPath, rewriteImports, SCRIPT } from "../../contract/project-paths";
import { staticDataPath } from "../bundle/static-data";
import type { SampleSources } from "./sources";

/** The tools of the exported project, at versions that run together (Vite 8 with its React plugin). */
const TOOLING: Record<string, string> = { vite: "8.3.8", "@vitejs/plugin-react": "6.3.0" };
/** Always there: main.tsx renders with react-dom, and the theme stylesheet comes from igniteui-webcomponents. */
const ALWAYS = ["react", "react-dom", "igniteui-webcomponents"];

/**
 * The reads of one export run, shared by its projects: every project reads the same manifests, and
 * most read the same _shared/ files and data folders, so a build of 938 exports reads each once.
 */
export interface ProjectReader {
  text(file: string): Promise<string>;
  bytes(file: string): Promise<Buffer>;
  /** Files under a folder of the root, relative to it. */
  files(dir: string, pattern: string): Promise<string[]>;
  /** The installed package.json of a package, or undefined when it is not installed. */
  manifest(name: string): Promise<PackageManifest | undefined>;
}

interface PackageManifest {
  version: string;
  overrides?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

function memo<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const known = new Map<string, Promise<T>>();
  return (key) => {
    let value = known.get(key);
    if (!value) known.set(key, (value = read(key)));
    return value;
  };
}

export function projectReader(root: string): ProjectReader {
  const files = memo((key) => {
    const [dir, pattern] = key.split("\0") as [string, string];
    return fg([pattern], { cwd: path.join(root, dir), onlyFiles: true });
  });
  return {
    text: memo((file) => readFile(path.join(root, file), "utf8")),
    bytes: memo((file) => readFile(path.join(root, file))),
    files: (dir, pattern) => files(`${dir}\0${pattern}`),
    manifest: memo((name) =>
      readFile(path.join(root, name ? `node_modules/${name}/package.json` : "package.json"), "utf8").then(
        (text) => JSON.parse(text) as PackageManifest,
        () => undefined,
      ),
    ),
  };
}

/** The packages to install: those imported, the always-needed, and the peers each requires (when installed here). */
async function dependencies(reader: ProjectReader, wanted: readonly string[]): Promise<Record<string, string>> {
  const found = new Map<string, string>();
  const queue = [...wanted];
  for (let name = queue.shift(); name; name = queue.shift()) {
    if (found.has(name)) continue;
    const manifest = await reader.manifest(name);
    if (!manifest) continue;
    found.set(name, manifest.version);
    for (const peer of Object.keys(manifest.peerDependencies ?? {})) {
      if (!manifest.peerDependenciesMeta?.[peer]?.optional) queue.push(peer);
    }
  }
  return Object.fromEntries([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The gallery's own dev dependencies that type a runtime dependency (`@types/topojson-client`). */
async function typePackages(reader: ProjectReader, runtime: readonly string[]): Promise<Record<string, string>> {
  const own = await reader.manifest("");
  const types: Record<string, string> = {};
  for (const name of ["react", "react-dom", ...runtime]) {
    const typeName = `@types/${name.replace(/^@([^/]+)\//, "$1__")}`;
    const version = own?.devDependencies?.[typeName] && (await reader.manifest(typeName))?.version;
    if (version) types[typeName] = version;
  }
  return types;
}

/**
 * A sample as a project of its own (Vite, React, TypeScript): its files under src/sample/, the
 * `_shared/` files it imports under src/shared/ with imports rewritten, the data it fetches under
 * public/data/ (named, with where the gallery serves it and where it lies in samples/), and a
 * package.json with exactly the packages it needs at the gallery's versions. src/main.tsx is left
 * to the caller, which knows the theme (see contract/export-project.ts).
 */
export async function exportProject(
  reader: ProjectReader,
  sample: ValidSample,
  sources: SampleSources,
): Promise<{ project: ExportedProject; dataSources: Record<string, string> }> {
  const own = (await reader.files(sample.dir, "**/*")).filter((f) => f !== "sample.json" && !f.startsWith("public/")).map((f) => `${sample.dir}/${f}`);
  const moved = new Map([...own, ...sources.shared].map((file) => [file, projectPath(sample.dir, file)]));
  const files: Record<string, string> = {};
  const data: Record<string, string> = {};
  const dataSources: Record<string, string> = {};
  let icons = false;
  for (const [file, target] of moved) {
    const text = await reader.text(file);
    icons ||= text.includes("material-icons");
    files[target] = SCRIPT.test(file) ? rewriteImports(text, file, target, moved) : text;
  }
  // Data it fetches from the gallery's origin: the public/ folders of its own folder and of the _shared/ folders it uses.
  const owners = new Set([sample.dir, ...sources.shared.map((file) => file.slice(0, file.lastIndexOf("/_shared/") + "/_shared".length))]);
  for (const owner of owners) {
    for (const file of await reader.files(owner, "public/**/*")) {
      const served = staticDataPath(`${owner.replace(/^samples\//, "")}/${file}`);
      if (!served) continue;
      data[`public/${served}`] = served;
      dataSources[`public/${served}`] = `${owner}/${file}`;
    }
  }
  const needs: ExportNeeds = { grids: sources.packages.includes("igniteui-react-grids"), icons };
  const runtime = await dependencies(reader, [...ALWAYS, ...sources.packages, ...(needs.icons ? ["material-icons"] : [])]);
  const typescriptVersion = (await reader.manifest("typescript"))?.version ?? "5";
  const gallery = (await reader.manifest("")) ?? { overrides: undefined };
  const name = `${sample.group}-${sample.component}-${sample.sample}`;
  const packageJson = {
    name,
    private: true,
    version: "0.0.0",
    type: "module",
    scripts: { dev: "vite", build: "tsc -p tsconfig.json && vite build", preview: "vite preview" },
    dependencies: runtime,
    devDependencies: { ...TOOLING, typescript: typescriptVersion, ...(await typePackages(reader, Object.keys(runtime))) },
    // The gallery's own pins (one igniteui-webcomponents for every Ignite UI package), so the project resolves as it does.
    ...(gallery.overrides ? { overrides: gallery.overrides } : {}),
  };
  Object.assign(files, projectScaffold(name, sample), { "package.json": JSON.stringify(packageJson, null, 2) + "\n" });
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  const sortedData = Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { project: { name, needs, files: sorted, data: sortedData }, dataSources };
}

function projectScaffold(name: string, sample: ValidSample): Record<string, string> {
  return {
    "README.md": `# ${name}

The \`${sample.group}/${sample.component}/${sample.sample}\` sample of the Ignite UI for React gallery, as a project of its own.

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
import { defineConfig } from "vite";

export default defineConfig({ plugins: [react()] });
`,
  };
}
