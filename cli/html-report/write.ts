import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { GalleryError } from "../errors";
import type { VerifyReport } from "../verify/report";
import { shotFileName, type ShotKind } from "../verify/shots";
import { REPORT_CSS, REPORT_JS } from "./assets";
import { REPORT_BUDGET_MB, samplePageFile } from "./html";
import { indexPage, type PageContext, type Shots } from "./index-page";
import { reportView, type Status } from "./model";
import { samplePage } from "./sample-page";

export interface HtmlReportOptions {
  /** Folders of pictures taken by `verify --html` (named as shots.ts names them), looked in in order. */
  shotDirs: readonly string[];
  /** Where the built gallery is served, without a trailing slash. */
  galleryUrl: string;
}

const NEED: Record<Status, number> = { failed: 0, flaky: 1, passed: 2 };

/** A folder the report may replace: missing, empty, or an earlier report. */
async function replaceable(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  if (!(await stat(dir)).isDirectory()) return false;
  const names = await readdir(dir);
  return names.length === 0 || (names.includes("index.html") && names.includes("report.json"));
}

/** The first of the folders that holds the picture. */
function findShot(sample: string, kind: ShotKind, shotDirs: readonly string[]): string | undefined {
  return shotDirs.map((dir) => path.join(dir, shotFileName(sample, kind))).find((file) => existsSync(file));
}

/**
 * Writes the report folder: index.html (summary and every sample), a page per failing or flaky
 * sample under samples/, the pictures under shots/, its style and script, and the JSON report it was
 * made from (report.json, which `gallery merge-reports` reads again, pictures beside it). It is made
 * in a folder beside `dir` and renamed into place, so `dir` is never half written; an earlier report
 * there is replaced, anything else is refused. Returns the report's size in bytes.
 */
export async function writeHtmlReport(dir: string, report: VerifyReport, options: HtmlReportOptions): Promise<number> {
  const target = path.resolve(dir);
  if (!(await replaceable(target))) {
    throw new GalleryError(`--html ${dir}: the folder exists and is not a verify report`, [
      { file: dir, message: "holds files other than a report's", fix: "name a new or empty folder, or an earlier report's" },
    ]);
  }
  const staging = `${target}.partial-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.join(staging, "samples"), { recursive: true });
  await mkdir(path.join(staging, "shots"), { recursive: true });
  try {
    const view = reportView(report);
    const failing = view.rows.filter((row) => row.status !== "passed");
    const texts = (context: PageContext): [string, string][] => [
      ["index.html", indexPage(view, context)],
      ...failing.map((row): [string, string] => [samplePageFile(row.id), samplePage(row, context)]),
      ["report.css", REPORT_CSS],
      ["report.js", REPORT_JS],
      ["report.json", JSON.stringify(report, null, 2) + "\n"],
    ];
    const galleryUrl = options.galleryUrl.replace(/\/$/, "");
    const shots = new Map<string, Shots>();
    let bytes = 0;
    const copy = async (from: string) => {
      const file = `shots/${path.basename(from)}`;
      await copyFile(from, path.join(staging, file));
      bytes += (await stat(from)).size;
      return file;
    };
    for (const row of view.rows) {
      const thumbnail = findShot(row.id, "thumbnail", options.shotDirs);
      shots.set(row.id, { thumbnail: thumbnail && (await copy(thumbnail)) });
    }
    // The pages as they would be with thumbnails only: the longest they can be.
    const textBytes = texts({ shotsOf: (id) => shots.get(id) ?? {}, galleryUrl }).reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0);
    let left = REPORT_BUDGET_MB * 1_048_576 - bytes - textBytes;
    // Failed samples before flaky ones get whole screenshots.
    for (const row of [...failing].sort((a, b) => NEED[a.status] - NEED[b.status])) {
      const viewport = findShot(row.id, "viewport", options.shotDirs);
      const size = viewport ? (await stat(viewport)).size : 0;
      if (!viewport || size > left) continue;
      left -= size;
      shots.set(row.id, { ...shots.get(row.id), viewport: await copy(viewport) });
    }
    for (const [name, text] of texts({ shotsOf: (id) => shots.get(id) ?? {}, galleryUrl })) {
      await writeFile(path.join(staging, name), text);
      bytes += Buffer.byteLength(text);
    }
    const old = `${target}.old-${process.pid}`;
    if (existsSync(target)) await rename(target, old);
    await rename(staging, target);
    await rm(old, { recursive: true, force: true });
    return bytes;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
