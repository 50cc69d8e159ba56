import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GeneratedFile } from "./emit";

/** Files whose content on disk differs from `files` (missing files count as different), then generated files no longer in `files`. */
export async function staleFiles(root: string, files: readonly GeneratedFile[]): Promise<string[]> {
  const stale: string[] = [];
  for (const file of files) {
    const current = await readFile(path.join(root, file.path), "utf8").catch(() => null);
    if (current !== file.content) stale.push(file.path);
  }
  return [...stale, ...(await orphanFiles(root, files))];
}

/** Generated files on disk that `files` no longer lists (the details of a component that is gone). */
async function orphanFiles(root: string, files: readonly GeneratedFile[]): Promise<string[]> {
  const wanted = new Set(files.map((f) => f.path));
  const onDisk = await readdir(path.join(root, "generated"), { recursive: true }).catch(() => [] as string[]);
  return onDisk
    .map((file) => `generated/${file.split(path.sep).join("/")}`)
    .filter((file) => file.endsWith(".gen.ts") && !wanted.has(file))
    .sort();
}

/**
 * Writes only the files that changed, each through a temp file and a rename. All temp files are
 * written before the first rename, so a failure leaves the old set whole.
 */
export async function writeGenerated(root: string, files: readonly GeneratedFile[]): Promise<string[]> {
  const changed = await staleFiles(root, files);
  const pending = files.filter((f) => changed.includes(f.path));
  const orphans = changed.filter((file) => !files.some((f) => f.path === file));
  const temps: [string, string][] = [];
  try {
    for (const file of pending) {
      const target = path.join(root, file.path);
      const temp = `${target}.${process.pid}.tmp`;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temp, file.content);
      temps.push([temp, target]);
    }
  } catch (error) {
    await Promise.all(temps.map(([temp]) => rm(temp, { force: true })));
    throw error;
  }
  for (const [temp, target] of temps) await rename(temp, target);
  await Promise.all(orphans.map((file) => rm(path.join(root, file), { force: true })));
  return changed;
}
