import type { ProjectReader } from "./reader";

/** The tools of the exported project, at versions that run together (Vite 8 with its React plugin). */
const TOOLING: Record<string, string> = { vite: "8.3.8", "@vitejs/plugin-react": "6.3.0" };
/** Always there: main.tsx renders with react-dom, and the theme stylesheet comes from igniteui-webcomponents. */
const ALWAYS = ["react", "react-dom", "igniteui-webcomponents"];

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
 * The project's package.json: the packages its files import (`imported`) with the always-needed ones
 * and the peers they require, at the versions installed here, the tools, and the types of those
 * packages that the gallery itself installs.
 */
export async function projectPackageJson(reader: ProjectReader, name: string, imported: readonly string[]): Promise<string> {
  const runtime = await dependencies(reader, [...ALWAYS, ...imported]);
  const typescriptVersion = (await reader.manifest("typescript"))?.version ?? "5";
  const gallery = (await reader.manifest("")) ?? { overrides: undefined };
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
  return JSON.stringify(packageJson, null, 2) + "\n";
}
