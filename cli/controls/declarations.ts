import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { API, SignatureKind, SymbolFlags, type Checker, type Symbol, type Type } from "typescript/unstable/sync";
import { SyntaxKind } from "typescript/unstable/ast";
import type { ControlProperty } from "../../contract/controls-manifest";
import { propertyOf, type PropertyFacts } from "./property-kind";

/** Properties every JSX element takes that are React's, not the component's. */
const REACT_PROPS = new Set(["children", "key", "ref"]);

/** Where a declaration comes from decides whether it is the component's: its own package or Ignite UI's web components, not React's DOM attributes or Lit's internals. */
const OWN_DECLARATIONS = /node_modules\/(igniteui-[^/]+)\//;

export interface DeclaredComponent {
  component: string;
  package: string;
  properties: ControlProperty[];
}

/**
 * Reads the settable properties of Ignite UI React components from the installed packages'
 * declaration files, with the TypeScript compiler API (TypeScript 7's checker, in its own process).
 * A probe file in `.cache/` imports each component's module (`modules`: component → module), so the
 * checker resolves the names as a sample would.
 */
export async function readDeclarations(root: string, modules: ReadonlyMap<string, string>): Promise<{ found: DeclaredComponent[]; missing: string[] }> {
  const packages = [...new Set(modules.values())].sort();
  const probeDir = path.join(root, ".cache", `controls-probe-${process.pid}`);
  await mkdir(probeDir, { recursive: true });
  const probe = packages.map((name, i) => `export * as p${i} from ${JSON.stringify(name)};`).join("\n");
  await writeFile(path.join(probeDir, "probe.ts"), `${probe}\n`);
  await writeFile(path.join(probeDir, "tsconfig.json"), JSON.stringify({ compilerOptions: PROBE_OPTIONS, files: ["probe.ts"] }));
  const api = new API({ cwd: root });
  try {
    const snapshot = api.updateSnapshot({ openProjects: [path.join(probeDir, "tsconfig.json")] });
    const project = snapshot.getProjects()[0]!;
    const checker = project.checker;
    const probeFile = project.program.getSourceFile(path.join(probeDir, "probe.ts"))!;
    const namespaces = checker.getExportsOfModule(checker.getSymbolAtLocation(probeFile)!);
    const found: DeclaredComponent[] = [];
    const missing: string[] = [];
    const namespaceTypes = new Map(namespaces.map((ns) => [ns.name, checker.getTypeOfSymbol(ns)!]));
    for (const [component, module] of modules) {
      const namespace = namespaceTypes.get(`p${packages.indexOf(module)}`);
      const symbol = namespace && checker.getPropertyOfType(namespace, component);
      const propsType = symbol && propsTypeOf(checker, checker.getTypeOfSymbol(symbol)!);
      if (propsType) found.push({ component, package: module, properties: ownProperties(checker, propsType) });
      else missing.push(component);
    }
    return { found, missing };
  } finally {
    api.close();
    await rm(probeDir, { recursive: true, force: true });
  }
}

const PROBE_OPTIONS = {
  target: "ES2022",
  lib: ["ES2023", "DOM"],
  module: "ESNext",
  moduleResolution: "bundler",
  jsx: "react-jsx",
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** A function component (the web component wrappers) takes its props as its call's parameter, a class component (charts, grids) as its constructor's. */
function propsTypeOf(checker: Checker, component: Type): Type | undefined {
  const signature = checker.getSignaturesOfType(component, SignatureKind.Call)[0] ?? checker.getSignaturesOfType(component, SignatureKind.Construct)[0];
  return signature && checker.getParameterType(signature, 0);
}

function ownProperties(checker: Checker, propsType: Type): ControlProperty[] {
  const properties: ControlProperty[] = [];
  for (const symbol of checker.getPropertiesOfType(propsType)) {
    const facts = factsOf(checker, symbol);
    if (facts) properties.push(propertyOf(checker, facts));
  }
  return properties.sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** A property the component declares and a JSX attribute can set, or undefined: methods, getters, React's own and private-looking names are not. */
function factsOf(checker: Checker, symbol: Symbol): PropertyFacts | undefined {
  if (REACT_PROPS.has(symbol.name) || symbol.name.startsWith("_")) return undefined;
  if (symbol.flags & SymbolFlags.Method) return undefined;
  const declarations = symbol.declarations;
  const declaration = declarations[0];
  const owner = declaration && OWN_DECLARATIONS.exec(declaration.path);
  if (!declaration || !owner) return undefined;
  const kinds = new Set(declarations.map((d) => d.kind));
  if (kinds.has(SyntaxKind.MethodDeclaration) || kinds.has(SyntaxKind.MethodSignature)) return undefined;
  if (kinds.has(SyntaxKind.GetAccessor) && !kinds.has(SyntaxKind.SetAccessor)) return undefined;
  const type = checker.getTypeOfSymbol(symbol);
  if (!type) return undefined;
  return { symbol, type, declaredBy: declaringName(declaration) };
}

/** The class or interface a declaration sits in, for grouping; the file's name when the node cannot be read. */
function declaringName(declaration: Symbol["declarations"][number]): string {
  const node = declaration.resolve();
  const parent = node?.parent as { name?: { text?: string } } | undefined;
  return parent?.name?.text ?? path.posix.basename(declaration.path, ".d.ts");
}
