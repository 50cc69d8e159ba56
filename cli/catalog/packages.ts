import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PackageVersion } from "../../contract/manifest";

/** The Ignite UI packages the project depends on, with the versions installed in node_modules. */
export async function readIgnitePackages(root: string): Promise<PackageVersion[]> {
  const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  const names = Object.keys(pkg.dependencies ?? {})
    .filter((name) => name.startsWith("igniteui-"))
    .sort();
  return Promise.all(names.map(async (name) => ({ name, version: await installedVersion(root, name) })));
}

export async function installedVersion(root: string, name: string): Promise<string> {
  try {
    const text = await readFile(path.join(root, "node_modules", name, "package.json"), "utf8");
    return (JSON.parse(text) as { version: string }).version;
  } catch {
    return "0.0.0";
  }
}
