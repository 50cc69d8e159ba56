import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GeneratedFile } from "../catalog/emit";

/**
 * Makes `folder` hold exactly `files` (all inside it): writes those whose content changed through a
 * temp file and a rename (every temp file first, so a failure leaves the old set whole), then
 * removes the `.json` files no longer listed. Returns what changed.
 */
export async function syncJsonFolder(root: string, folder: string, files: readonly GeneratedFile[]): Promise<string[]> {
  const pending: GeneratedFile[] = [];
  for (const file of files) {
    const current = await readFile(path.join(root, file.path), "utf8").catch(() => null);
    if (current !== file.content) pending.push(file);
  }
  await mkdir(path.join(root, folder), { recursive: true });
  const temps: [string, string][] = [];
  try {
    for (const file of pending) {
      const target = path.join(root, file.path);
      await writeFile(`${target}.${process.pid}.tmp`, file.content);
      temps.push([`${target}.${process.pid}.tmp`, target]);
    }
  } catch (error) {
    await Promise.all(temps.map(([temp]) => rm(temp, { force: true })));
    throw error;
  }
  for (const [temp, target] of temps) await rename(temp, target);
  const wanted = new Set(files.map((file) => file.path));
  const orphans = (await readdir(path.join(root, folder)))
    .map((name) => `${folder}/${name}`)
    .filter((file) => file.endsWith(".json") && !wanted.has(file))
    .sort();
  await Promise.all(orphans.map((file) => rm(path.join(root, file))));
  return [...pending.map((file) => file.path), ...orphans];
}
