import { cp, stat } from "node:fs/promises";
import path from "node:path";

/** Where samples keep files the site serves as they are (JSON pages for remote-data samples). */
export const STATIC_DATA_DIR = "samples/_shared/public";

/**
 * Copies the shared static data to `<out>/data/`, so a sample fetches it from the gallery's own
 * origin (see samples/_shared/site-data.ts), never from an outside host.
 */
export async function copyStaticData(root: string, outDir: string): Promise<void> {
  const source = path.join(root, STATIC_DATA_DIR);
  if (!(await stat(source).catch(() => null))?.isDirectory()) return;
  await cp(source, path.join(outDir, "data"), { recursive: true });
}
