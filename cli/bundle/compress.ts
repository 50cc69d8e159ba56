import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { CompressCache } from "./compress-cache";
import { contentKey, SameContentWriter } from "./same-content";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing: smaller ones gain less than the Content-Encoding header costs. */
const TEXT = /\.(html|js|mjs|css|json|svg|txt)$/;
export const MIN_COMPRESS_BYTES = 1024;
/** The levels below, as the name of their cache (a change of level must not reuse the other's twins). */
export const COMPRESS_SETTINGS = "br5-gz6";

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of `dir` over 1 KB, so a static server
 * (`gallery serve`, nginx's gzip_static) sends them without compressing on each request. Brotli at
 * quality 5 and gzip at level 6: the build compresses about 100 MB of Ignite UI chunks, and the
 * highest levels would cost a minute for a few percent. zlib runs on libuv's thread pool, so the
 * files are compressed in parallel.
 */
export async function writeCompressed(
  dir: string,
  /** Files already compressed by an earlier call; this call adds the ones it compresses. */
  done: Set<string> = new Set(),
  /** Twins made by earlier builds, taken instead of compressing again (see compress-cache.ts). */
  cache?: CompressCache,
): Promise<{ files: number; rawBytes: number; brBytes: number; gzBytes: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => path.join(e.parentPath, e.name)).filter((file) => !done.has(file));
  for (const file of files) done.add(file);
  const totals = { files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 };
  const queue = [...files];
  // A sample's four route pages are the same bytes: each distinct content is compressed and written
  // once, and the other files' twins are links to the first's.
  const byContent = new Map<string, Promise<{ twins: [Buffer, Buffer]; cached: boolean }>>();
  const writer = new SameContentWriter();
  const compress = (raw: Buffer, key: string) => {
    let result = byContent.get(key);
    if (!result) {
      result = (async () => {
        const cached = await cache?.get(key);
        if (cached) return { twins: cached, cached: true };
        const twins = await Promise.all([
          brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzipAsync(raw, { level: 6 }),
        ]);
        return { twins, cached: false };
      })();
      byContent.set(key, result);
    }
    return result;
  };
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const raw = await readFile(file);
      if (raw.length < MIN_COMPRESS_BYTES) continue;
      const key = contentKey(raw);
      const { twins, cached } = await compress(raw, key);
      const [br, gz] = twins;
      await Promise.all([writer.write(`${file}.br`, br, `${key}.br`), writer.write(`${file}.gz`, gz, `${key}.gz`)]);
      if (!cached) await cache?.keep(key, `${file}.br`, `${file}.gz`);
      totals.files++;
      totals.rawBytes += raw.length;
      totals.brBytes += br.length;
      totals.gzBytes += gz.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

/** The encoding to send for an Accept-Encoding header, best first: br, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}
