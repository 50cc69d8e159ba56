import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { writeCompressed } from "../../../cli/bundle/compress";
import { SameContentWriter } from "../../../cli/bundle/same-content";
import { cleanupTempDirs, tempDir, writeTree } from "../helpers";

afterAll(cleanupTempDirs);

const inode = async (file: string) => (await stat(file)).ino;

describe("SameContentWriter", () => {
  it("writes a content once and links the files that repeat it, even when they are written at once", async () => {
    const dir = await tempDir("gallery-same-content-");
    const writer = new SameContentWriter();
    const page = "<!doctype html><title>a sample</title>";
    const files = ["a.html", "b.html", "c.html"].map((name) => path.join(dir, name));
    await Promise.all([...files.map((file) => writer.write(file, page)), writer.write(path.join(dir, "other.html"), "<p>other</p>")]);
    for (const file of files) expect(await readFile(file, "utf8")).toBe(page);
    expect(new Set(await Promise.all(files.map(inode))).size).toBe(1);
    expect(await inode(path.join(dir, "other.html"))).not.toBe(await inode(files[0]!));
    expect(await readFile(path.join(dir, "other.html"), "utf8")).toBe("<p>other</p>");
  });
});

describe("writeCompressed", () => {
  it("gives files with the same bytes one compressed twin each, linked, and others their own", async () => {
    const dir = await tempDir("gallery-compress-links-");
    const page = "<p>the same route page</p>\n".repeat(60);
    await writeTree(dir, { "a/index.html": page, "b/index.html": page, "c/index.html": page.replace("same", "other") });
    await writeCompressed(dir);
    const twin = (folder: string, suffix: string) => path.join(dir, folder, `index.html${suffix}`);
    expect(await inode(twin("a", ".br"))).toBe(await inode(twin("b", ".br")));
    expect(await inode(twin("a", ".gz"))).toBe(await inode(twin("b", ".gz")));
    expect(await inode(twin("a", ".br"))).not.toBe(await inode(twin("a", ".gz")));
    expect(await inode(twin("c", ".br"))).not.toBe(await inode(twin("a", ".br")));
    expect(brotliDecompressSync(await readFile(twin("b", ".br"))).toString()).toBe(page);
  });
});
