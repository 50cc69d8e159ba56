import { readdir } from "node:fs/promises";
import path from "node:path";

/** An Ignite UI package's name → the URL (under the base path) of its whole namespace in the build. */
export type PackageChunks = Readonly<Record<string, string>>;

/** The modules of each package, by package name: the `Igr…Module` exports with a static register(). */
export type PackageModules = Readonly<Record<string, readonly string[]>>;

const CHUNK_DIR = "assets/chunks";

/**
 * The Edit panel's scope chunks (shell/live/scopes/<package>.ts, each `export *` of one package,
 * built beside the samples so they share its modules) of the Ignite UI packages. Importing one in a
 * page gives every module class of the package the samples there use: no build for verify alone.
 */
export async function findPackageChunks(distDir: string, basePath: string): Promise<PackageChunks> {
  const files = await readdir(path.join(distDir, CHUNK_DIR));
  const chunks: Record<string, string> = {};
  for (const file of files.sort()) {
    const match = /^(igniteui-react(?:-[a-z]+)*)-[A-Z0-9]{8}\.js$/.exec(file);
    if (match) chunks[match[1]!] = `${basePath}${CHUNK_DIR}/${file}`;
  }
  return chunks;
}

/** The module names of `packages`, in the order they are tried: package by package, each in registerInPage's order. */
export function modulesOf(packages: readonly string[], modules: PackageModules): string[] {
  return [...new Set(packages)].sort().flatMap((name) => modules[name] ?? []);
}

export interface RegisterRequest {
  chunks: PackageChunks;
  packages: readonly string[];
  /** Only these modules (names as in PackageModules); every module of the packages when absent. */
  only?: readonly string[];
}

export interface Registered {
  modules: Record<string, string[]>;
  /**
   * The packages whose every module is a custom element class (a static tagName): igniteui-react and
   * the web components grids, whose deprecated `Igr…Module` is the element itself and whose register()
   * only defines it and the elements it uses (registerComponent).
   */
  elementPackages: string[];
  errors: string[];
}

/**
 * Runs in the page: imports each package's chunk and calls register() on its `Igr…Module` exports
 * (all, or those named). The core package also exports `…DescriptionModule` classes for its designer
 * tooling; they are not `Igr…` and are left alone.
 */
export async function registerInPage(request: RegisterRequest): Promise<Registered> {
  // Written as text so that no tool rewrites the import() on its way into the page (vitest would).
  const load = new Function("url", "return import(url)") as (url: string) => Promise<unknown>;
  const only = request.only ? new Set(request.only) : undefined;
  const result: Registered = { modules: {}, elementPackages: [], errors: [] };
  for (const name of request.packages) {
    const url = request.chunks[name];
    if (!url) continue;
    const namespace = (await load(url)) as Record<string, { register?: unknown; tagName?: unknown } | undefined>;
    // A module named for a whole control of the package (IgrCategoryChartModule for IgrCategoryChart)
    // registers much of what the smaller modules do: it goes last, so bisection names the small one.
    const whole = (key: string) => key.slice(0, -"Module".length) in namespace;
    const names = Object.keys(namespace)
      .filter((key) => /^Igr[A-Za-z0-9]*Module$/.test(key) && typeof namespace[key]?.register === "function")
      .sort((a, b) => Number(whole(a)) - Number(whole(b)) || a.localeCompare(b));
    result.modules[name] = names;
    if (names.length > 0 && names.every((key) => typeof namespace[key]!.tagName === "string")) result.elementPackages.push(name);
    for (const key of names) {
      if (only && !only.has(key)) continue;
      try {
        (namespace[key]!.register as () => void)();
      } catch (error) {
        result.errors.push(`${key}.register(): ${(error as Error).message}`);
      }
    }
  }
  return result;
}
