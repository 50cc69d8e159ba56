import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sampleId, type ValidSample } from "../../contract/manifest";
import { scanSampleImports } from "../catalog/import-graph";
import { isSharedFile } from "../catalog/shared-folders";
import { GalleryError } from "../errors";

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/** `--shard 2/4`: the second of four shards. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new GalleryError(`--shard: expected i/n with 1 ≤ i ≤ n, such as 2/4; got '${text}'`, [], 2);
  }
  return { index, count };
}

/**
 * The samples of one shard: every n-th id in sorted order, starting at the i-th, so shards differ
 * in size by one at most and the n shards together are every sample exactly once.
 */
export function inShard(ids: readonly string[], shard: Shard): Set<string> {
  return new Set([...ids].sort().filter((_, position) => position % shard.count === shard.index - 1));
}

/** Stable across runs and machines: which quarter a sample falls in when routes rotate, whatever else is checked. */
export function rotationSlot(id: string): number {
  return idHash(id) % 4;
}

/**
 * `--rotating n`: whether a sample is in this run's part, one of n by the id's hash, turning with the
 * rotation (the day), so n consecutive rotations check every sample once. A shard or an --only run
 * takes the same part of its samples as the full run does.
 */
export function inRotatingPart(id: string, parts: number, rotation: number): boolean {
  return idHash(id) % parts === rotation % parts;
}

/** FNV-1a of the id. */
function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const run = promisify(execFile);

/** Files changed since `ref` (committed, staged, unstaged and untracked), relative to the root. */
export async function changedFiles(root: string, ref?: string): Promise<string[]> {
  const git = async (...args: string[]) => (await run("git", args, { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout;
  let base = ref;
  if (!base) {
    base = (await git("merge-base", "HEAD", "main").catch(() => "")).trim();
    if (!base) throw new GalleryError("--changed: no merge base with 'main'; name a ref, such as --changed HEAD~1", [], 2);
  }
  const [diff, untracked] = await Promise.all([
    git("diff", "--name-only", base, "--").catch((error: Error) => {
      throw new GalleryError(`--changed: git could not compare with '${base}': ${error.message.split("\n")[0]}`, [], 2);
    }),
    git("ls-files", "--others", "--exclude-standard"),
  ]);
  return [...new Set([...diff.split("\n"), ...untracked.split("\n")].filter(Boolean))].sort();
}

/**
 * The samples a change touches: a changed file in the sample's own folder, or in a `_shared/` file it
 * imports at any level (the import graph is esbuild's, packages left out).
 */
export async function samplesTouchedBy(root: string, samples: readonly ValidSample[], changed: readonly string[]): Promise<Set<string>> {
  const touched = new Set<string>();
  const changedSet = new Set(changed);
  for (const sample of samples) {
    if (changed.some((file) => file.startsWith(`${sample.dir}/`))) touched.add(sampleId(sample));
  }
  if (!changed.some(isSharedFile)) return touched;
  const graph = await scanSampleImports(root, samples);
  for (const sample of samples) {
    if ((graph.get(sample.dir)?.shared ?? []).some((file) => changedSet.has(file))) touched.add(sampleId(sample));
  }
  return touched;
}
