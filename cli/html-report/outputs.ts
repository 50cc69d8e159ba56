import { appendFile } from "node:fs/promises";
import path from "node:path";
import { baseWithoutSlash } from "../../contract/urls";
import { loadConfig } from "../catalog/config";
import { CONFIG_FILE } from "../catalog/generate";
import type { VerifyReport } from "../verify/report";
import { jobSummary } from "./summary";
import { writeHtmlReport } from "./write";

/** What `verify` and `merge-reports` write besides the JSON report. */
export interface ReportOutputs {
  /** The HTML report's folder. */
  html?: string;
  /** Where its links open a sample; by default the gallery as `npm start` serves it. */
  galleryUrl?: string;
  /** A file the Markdown summary is appended to (GitHub's $GITHUB_STEP_SUMMARY). */
  summary?: string;
}

/** The gallery as `npm start` (`gallery serve`, port 4200) serves it: `http://127.0.0.1:4200/react-demos`. */
async function servedGalleryUrl(root: string): Promise<string> {
  const { config } = await loadConfig(path.join(root, CONFIG_FILE));
  return `http://127.0.0.1:4200${baseWithoutSlash(config?.basePath ?? "/")}`;
}

/** Writes the HTML report and the summary that were asked for; returns what to tell the user. */
export async function writeReportOutputs(root: string, report: VerifyReport, outputs: ReportOutputs, shotDirs: readonly string[]): Promise<string[]> {
  const said: string[] = [];
  if (outputs.html) {
    const galleryUrl = outputs.galleryUrl ?? (await servedGalleryUrl(root));
    const bytes = await writeHtmlReport(outputs.html, report, { shotDirs, galleryUrl });
    said.push(`HTML report: ${path.join(path.resolve(outputs.html), "index.html")} (${(bytes / 1_048_576).toFixed(1)} MB)`);
  }
  if (outputs.summary) {
    await appendFile(outputs.summary, jobSummary(report));
    said.push(`summary appended to ${outputs.summary}`);
  }
  return said;
}
