/**
 * igniteui-react and igniteui-react-grids ship every React wrapper in one file (components.js,
 * grids.js). esbuild's code splitting puts a module, and every module it imports, in the download
 * of each sample that reaches it, so a sample that used only IgrButton reached through that one file
 * the web components of every wrapper any sample used. The files are bundler output made of one
 * `//#region` per source file: direct-imports.ts serves each region as a module of its own (with
 * only the imports it uses) and the file as a barrel of re-exports, and points imports at regions.
 */
export const wrapperFiles = /[\\/]node_modules[\\/](?:igniteui-react[\\/]components|igniteui-react-grids[\\/]grids)\.js$/;

export interface SplitModule {
  /** The file's barrel: its imports, and re-exports of every name it exported. */
  barrel: string;
  /** One module per region, with the imports it needs and exports of what it declares. */
  regions: string[];
}

const declaration = /^(?:export\s+)?(?:async\s+)?(?:var|let|const|function\*?|class)\s+([A-Za-z_$][\w$]*)/gm;

/** Splits bundler output made of `//#region … //#endregion` blocks; `regionSpecifier(i)` names region i in imports. */
export function splitWrapperFile(source: string, regionSpecifier: (index: number) => string): SplitModule {
  const lines = source.split("\n");
  const header: string[] = [];
  const bodies: string[][] = [];
  const exports: string[] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith("//#region")) bodies.push((current = []));
    else if (line.startsWith("//#endregion")) current = undefined;
    else if (current) current.push(line);
    else if (line.startsWith("import ")) header.push(line);
    else if (line.startsWith("export ")) exports.push(line);
    else if (line.trim() && !line.startsWith("//")) throw new Error(`unexpected top-level line outside a region: ${line.slice(0, 80)}`);
  }

  // Each region imports only the names it uses, for the same reason.
  const imported = new Map<string, { name: string; from: string }>();
  const namespaces = new Map<string, string>();
  for (const line of header) {
    const named = /^import\s*\{([^}]*)\}\s*from\s*(["'][^"']+["'])/.exec(line);
    const namespace = /^import\s*\*\s*as\s+([\w$]+)\s+from\s*(["'][^"']+["'])/.exec(line);
    if (namespace) namespaces.set(namespace[1]!, namespace[2]!);
    else if (!named) throw new Error(`unexpected import: ${line.slice(0, 80)}`);
    for (const entry of named?.[1]!.split(",").map((e) => e.trim()).filter(Boolean) ?? []) {
      const [name, local = name] = entry.split(/\s+as\s+/) as [string, string?];
      imported.set(local, { name, from: named![2]! });
    }
  }
  /**
   * The identifiers a region's code names, other than as a property (`x.name`): a name is used when it
   * is one of them. One pass per region, where a test per name and region took about 2 s of a build.
   */
  const identifiers = (code: string) => new Set(code.match(/(?<![\w$.])[A-Za-z_$][\w$]*/g));

  const owner = new Map<string, number>();
  const declared = bodies.map((body, index) => {
    const names = [...body.join("\n").matchAll(declaration)].map((m) => m[1]!);
    for (const name of names) owner.set(name, index);
    return names;
  });

  const regions = bodies.map((body, index) => {
    const code = body.join("\n");
    const used = identifiers(code);
    const needed = new Map<number, string[]>();
    for (const [name, from] of owner) {
      if (from !== index && used.has(name)) needed.set(from, [...(needed.get(from) ?? []), name]);
    }
    const imports = [...needed].map(([from, names]) => `import { ${names.join(", ")} } from ${JSON.stringify(regionSpecifier(from))};`);
    const bySource = new Map<string, string[]>();
    for (const [local, { name, from }] of imported) {
      if (used.has(local)) bySource.set(from, [...(bySource.get(from) ?? []), name === local ? name : `${name} as ${local}`]);
    }
    for (const [from, names] of bySource) imports.push(`import { ${names.join(", ")} } from ${from};`);
    for (const [local, from] of namespaces) if (used.has(local)) imports.push(`import * as ${local} from ${from};`);
    const names = declared[index]!;
    return [...imports, code, names.length ? `export { ${names.join(", ")} };` : ""].join("\n");
  });

  // The barrel holds re-exports only: an import left in it would reach every module it names.
  const barrel: string[] = [];
  for (const line of exports) {
    const list = /^export\s*\{([^}]*)\}\s*;?\s*$/.exec(line);
    if (!list) throw new Error(`unexpected export: ${line.slice(0, 80)}`);
    for (const entry of list[1]!.split(",").map((e) => e.trim()).filter(Boolean)) {
      const [local, exported = local] = entry.split(/\s+as\s+/) as [string, string?];
      const from = owner.get(local);
      const source = imported.get(local);
      if (from !== undefined) barrel.push(`export { ${entry} } from ${JSON.stringify(regionSpecifier(from))};`);
      else if (source) barrel.push(`export { ${source.name === exported ? exported : `${source.name} as ${exported}`} } from ${source.from};`);
      else throw new Error(`exported name ${local} is neither declared in a region nor imported`);
    }
  }
  return { barrel: barrel.join("\n"), regions };
}
