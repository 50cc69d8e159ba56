import { link, mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";

/**
 * The compressed twins of earlier builds, by the content they compress: most of a rebuild's chunks
 * are the bytes of the last build (esbuild names them by their content), and brotli is the build's
 * costliest step after esbuild. A twin is looked up by its content's digest and the settings that
 * made it (the folder's name), so a hit is exactly what compressing again would give. Each build
 * keeps only the entries it used (`prune`), so the cache holds one build's worth.
 */
export class CompressCache {
  private readonly used = new Set<string>();
  /** The entries there when the build started, read once: on a cold cache (CI) no lookup opens a file. */
  private entries: Promise<Set<string>> | undefined;
  private made: Promise<unknown> | undefined;

  constructor(private readonly dir: string) {}

  /** The cache of a checkout, under node_modules/.cache like other tools' caches; `settings` names the compression levels. */
  static of(root: string, settings: string): CompressCache {
    return new CompressCache(path.join(root, "node_modules", ".cache", "gallery-compressed", settings));
  }

  /** The brotli and gzip twins of the content with this key, when an earlier build made them. */
  async get(key: string): Promise<[Buffer, Buffer] | undefined> {
    this.used.add(key);
    this.entries ??= readdir(this.dir).then((names) => new Set(names), () => new Set<string>());
    const entries = await this.entries;
    if (!entries.has(`${key}.br`) || !entries.has(`${key}.gz`)) return undefined;
    try {
      return await Promise.all([readFile(path.join(this.dir, `${key}.br`)), readFile(path.join(this.dir, `${key}.gz`))]);
    } catch {
      return undefined;
    }
  }

  /**
   * Keeps a content's twins, already written to the build's files, for the next build: as hard links
   * to them (no bytes copied; nothing writes into a built dist/). The files are whole before they are
   * linked, and a link is made whole or not at all, so a build stopped midway leaves no half entry;
   * an entry already there holds the same bytes (its name is the content's key). A failure (another
   * file system) only costs the next build the work.
   */
  async keep(key: string, brFile: string, gzFile: string): Promise<void> {
    this.used.add(key);
    try {
      await (this.made ??= mkdir(this.dir, { recursive: true }));
      for (const [ext, file] of [["br", brFile], ["gz", gzFile]] as const) {
        await link(file, path.join(this.dir, `${key}.${ext}`)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "EEXIST") throw error;
        });
        // A later part of the same build (the pages after the chunks) may have the same content.
        (await this.entries)?.add(`${key}.${ext}`);
      }
    } catch {
      // The cache is an optimisation: a read-only node_modules builds as before.
    }
  }

  /** Removes the entries this build did not use. */
  async prune(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => !this.used.has(name.replace(/\..*$/, ""))).map((name) => rm(path.join(this.dir, name), { force: true })));
  }
}
