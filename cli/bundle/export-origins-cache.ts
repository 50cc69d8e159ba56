import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where an exported name is defined: a file (or a region module of a wrapper file) and its name there. */
export interface Origin {
  specifier: string;
  name: string;
}

/**
 * The export maps of the Ignite UI packages' entry files, kept between runs: working one out reads
 * every module of the package (1,747 `export *` lines in the charts' barrel, 4,589 names in core's),
 * seconds of a build's or `gallery dev`'s start that give the same answer until the packages change.
 * The file lives in node_modules/.cache and holds one install's answers: it names the hash of npm's
 * hidden lockfile (node_modules/.package-lock.json, rewritten by every install), and any other hash
 * discards it. Paths are kept relative to node_modules, so a copied or moved tree reads it too.
 */
export class ExportOriginsCache {
  private readonly file: string;
  private readonly nodeModules: string;
  private readonly install: string | undefined;
  private readonly maps = new Map<string, [string, string, string][]>();
  private added = false;

  constructor(root: string) {
    this.nodeModules = path.join(root, "node_modules");
    this.file = path.join(this.nodeModules, ".cache/gallery/export-origins.json");
    this.install = installHash(this.nodeModules);
    if (!this.install) return;
    try {
      const saved = JSON.parse(readFileSync(this.file, "utf8")) as { install?: string; maps?: Record<string, [string, string, string][]> };
      if (saved.install === this.install) for (const [file, names] of Object.entries(saved.maps ?? {})) this.maps.set(file, names);
    } catch {
      // No cache yet, or one this version cannot read: it is written again after the build.
    }
  }

  /** The cached map of an entry file inside node_modules, if this install has one. */
  get(file: string): Map<string, Origin> | undefined {
    const names = this.maps.get(this.relative(file));
    if (!names) return undefined;
    return new Map(names.map(([exported, specifier, name]) => [exported, { specifier: this.absolute(specifier), name }]));
  }

  /** Keeps an entry file's map (only files inside node_modules: the gallery's own files change). */
  set(file: string, names: ReadonlyMap<string, Origin>): void {
    if (!this.install || !this.isInside(file)) return;
    this.maps.set(
      this.relative(file),
      [...names].map(([exported, origin]) => [exported, this.relative(origin.specifier), origin.name]),
    );
    this.added = true;
  }

  /** Writes the maps when any was added: beside the file first, then renamed over it (never half-written). */
  save(): void {
    if (!this.added || !this.install) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    const maps = Object.fromEntries([...this.maps].sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(temporary, JSON.stringify({ install: this.install, maps }));
    renameSync(temporary, this.file);
    this.added = false;
  }

  private isInside(file: string): boolean {
    return file.startsWith(this.nodeModules + path.sep);
  }

  /** A path inside node_modules (alone or after a namespace prefix, as region specifiers have it) made relative; others unchanged. */
  private relative(specifier: string): string {
    const at = specifier.indexOf(this.nodeModules + path.sep);
    return at < 0 ? specifier : `${specifier.slice(0, at)}<node_modules>/${specifier.slice(at + this.nodeModules.length + 1).split(path.sep).join("/")}`;
  }

  private absolute(specifier: string): string {
    const at = specifier.indexOf("<node_modules>/");
    return at < 0 ? specifier : `${specifier.slice(0, at)}${path.join(this.nodeModules, ...specifier.slice(at + "<node_modules>/".length).split("/"))}`;
  }
}

function installHash(nodeModules: string): string | undefined {
  try {
    return createHash("sha256").update(readFileSync(path.join(nodeModules, ".package-lock.json"))).digest("hex").slice(0, 16);
  } catch {
    return undefined;
  }
}
