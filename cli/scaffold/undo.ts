import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { CONFIG_FILE } from "../catalog/generate";
import type { Problem } from "../errors";

/** What a scaffold has changed so far, told as it goes, so that a failure can put the tree back. */
export interface ScaffoldChanges {
  /** A new folder (`rel` names it in a problem), removed whole by the undo. */
  createdFolder(rel: string, dir: string): void;
  /** The config is about to be rewritten: its bytes before. */
  rewroteConfig(before: Buffer): void;
  /** Removes the new folder and gives the config and generated/ their old bytes; a step that fails becomes a problem. */
  undo(): Promise<Problem[]>;
}

/** Starts tracking a scaffold in `root`: generated/ is read now, as the undo will put it back. */
export async function startScaffold(root: string): Promise<ScaffoldChanges> {
  const generatedDir = path.join(root, "generated");
  const generatedBefore = await snapshot(generatedDir);
  let folder: { rel: string; dir: string } | undefined;
  let configBefore: Buffer | undefined;
  return {
    createdFolder: (rel, dir) => void (folder = { rel, dir }),
    rewroteConfig: (before) => void (configBefore = before),
    undo: () =>
      runEvery([
        ...(folder ? [step(folder.rel, "remove the new folder", () => rm(folder!.dir, { recursive: true, force: true }))] : []),
        ...(configBefore ? [step(CONFIG_FILE, "restore the config's old bytes", () => writeFile(path.join(root, CONFIG_FILE), configBefore!))] : []),
        step("generated", "restore the generated files", () => restore(generatedDir, generatedBefore)),
      ]),
  };
}

interface UndoStep {
  file: string;
  what: string;
  run: () => Promise<void>;
}

const step = (file: string, what: string, run: () => Promise<void>): UndoStep => ({ file, what, run });

/** Runs every undo step even when one fails; a failed step becomes a problem to report. */
async function runEvery(steps: readonly UndoStep[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const { file, what, run } of steps) {
    try {
      await run();
    } catch (error) {
      problems.push({ file, message: `could not ${what}: ${(error as Error).message}`, fix: "undo it by hand" });
    }
  }
  return problems;
}

/** The bytes of every file below `dir` (generated/ has a details/ tree), by path, or null when the folder does not exist. */
async function snapshot(dir: string): Promise<Map<string, Buffer> | null> {
  if (!existsSync(dir)) return null;
  const files = new Map<string, Buffer>();
  for (const file of await filesBelow(dir)) files.set(file, await readFile(path.join(dir, file)));
  return files;
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function restore(dir: string, before: Map<string, Buffer> | null): Promise<void> {
  if (before === null) {
    await rm(dir, { recursive: true, force: true });
    return;
  }
  for (const file of await filesBelow(dir)) {
    if (!before.has(file)) await rm(path.join(dir, file), { force: true });
  }
  for (const [file, bytes] of before) {
    const now = await readFile(path.join(dir, file)).catch(() => null);
    if (now?.equals(bytes)) continue;
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), bytes);
  }
}
