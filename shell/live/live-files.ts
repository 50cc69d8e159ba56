import type { SourceFile } from "../../contract/source-view";
import type { SampleId } from "../../generated/manifest.gen";

/** A file of the editor: `path` under samples/ (what the runner resolves imports by), `name` as the tab shows it. */
export interface LiveFile {
  path: string;
  name: string;
  text: string;
}

/** The code view names a sample's own files by their name in its folder and `_shared/` files by their path under samples/. */
export function liveFiles(id: SampleId, files: readonly SourceFile[]): LiveFile[] {
  return files.map((file) => ({
    path: /(^|\/)_shared\//.test(file.name) ? file.name : `${id}/${file.name}`,
    name: file.name,
    text: file.text,
  }));
}

/** The files whose text differs from the original, by path. */
export function changedFiles(originals: readonly LiveFile[], texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(originals.filter((file) => texts[file.path] !== undefined && texts[file.path] !== file.text).map((file) => [file.path, texts[file.path]!]));
}

/** The original texts with an edit laid over them (files the sample no longer has are dropped). */
export function withEdit(originals: readonly LiveFile[], edit: Readonly<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(originals.map((file) => [file.path, edit?.[file.path] ?? file.text]));
}
