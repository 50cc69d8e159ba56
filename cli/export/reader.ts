import fg from "fast-glob";
import { readFile } from "node:fs/promises";
import path from "node:path";

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

export interface PackageManifest {
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
