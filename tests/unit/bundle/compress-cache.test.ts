import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { writeCompressed } from "../../../cli/bundle/compress";
import { CompressCache } from "../../../cli/bundle/compress-cache";
import { contentKey } from "../../../cli/bundle/same-content";
import { cleanupTempDirs, tempDir, writeTree } from "../helpers";

afterAll(cleanupTempDirs);

describe("CompressCache", () => {
  it("keeps each content's twins for the next build, which takes them instead of compressing, and prunes what it did not use", async () => {
    const cacheDir = await tempDir("gallery-compress-cache-");
    const chunk = "export const chunk = 1;\n".repeat(100);
    const gone = "export const gone = 2;\n".repeat(100);

    const first = await tempDir("gallery-compress-first-");
    await writeTree(first, { "a.js": chunk, "b.js": gone });
    const firstCache = new CompressCache(cacheDir);
    await writeCompressed(first, new Set(), firstCache);
    await firstCache.prune();
    expect((await readdir(cacheDir)).sort()).toEqual([`${contentKey(chunk)}.br`, `${contentKey(chunk)}.gz`, `${contentKey(gone)}.br`, `${contentKey(gone)}.gz`].sort());
    expect(brotliDecompressSync(await readFile(path.join(cacheDir, `${contentKey(chunk)}.br`))).toString()).toBe(chunk);
    expect(gunzipSync(await readFile(path.join(cacheDir, `${contentKey(chunk)}.gz`))).toString()).toBe(chunk);

    // The entries are links to the first build's twins, not copies.
    expect((await stat(path.join(cacheDir, `${contentKey(chunk)}.br`))).ino).toBe((await stat(path.join(first, "a.js.br"))).ino);
    // Marked twins (new files, the first build's stay as they are) prove the second build read them rather than compressing again.
    for (const ext of ["br", "gz"]) {
      await rm(path.join(cacheDir, `${contentKey(chunk)}.${ext}`));
      await writeFile(path.join(cacheDir, `${contentKey(chunk)}.${ext}`), `cached ${ext}`);
    }
    const second = await tempDir("gallery-compress-second-");
    await writeTree(second, { "a.js": chunk });
    const secondCache = new CompressCache(cacheDir);
    await writeCompressed(second, new Set(), secondCache);
    await secondCache.prune();
    expect(await readFile(path.join(second, "a.js.br"), "utf8")).toBe("cached br");
    expect(await readFile(path.join(second, "a.js.gz"), "utf8")).toBe("cached gz");
    expect((await readdir(cacheDir)).sort()).toEqual([`${contentKey(chunk)}.br`, `${contentKey(chunk)}.gz`].sort());
  });
});
