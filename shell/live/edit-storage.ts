import type { SampleId } from "../../generated/manifest.gen";

/** A sample's edited files: path under samples/ → text, only the files that differ from the original. */
export type EditedFiles = Record<string, string>;

const PREFIX = "gallery-edit:";
const keyOf = (id: SampleId) => `${PREFIX}${id}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored edit of a sample, or undefined when there is none (or it cannot be read). */
export function readEdit(id: SampleId): EditedFiles | undefined {
  const text = storage()?.getItem(keyOf(id));
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && Object.values(value).every((v) => typeof v === "string") ? (value as EditedFiles) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores an edit (an empty one removes it). Returns a message when the browser refused it (a full
 * storage or none at all), so the panel can say the edit lives in this tab only.
 */
export function writeEdit(id: SampleId, files: EditedFiles): string | undefined {
  const store = storage();
  if (!store) return "This browser keeps no edits (storage is off): the edit is lost when the page closes. Download it to keep it.";
  try {
    if (Object.keys(files).length === 0) store.removeItem(keyOf(id));
    else store.setItem(keyOf(id), JSON.stringify(files));
    return undefined;
  } catch {
    return "The browser's storage for this site is full: this edit is not saved and is lost when the page closes. Reset other edited samples, or Download this one to keep it.";
  }
}

/** The ids of every sample with a stored edit, for the Edited marks in the menu. */
export function editedIds(): Set<string> {
  const store = storage();
  const ids = new Set<string>();
  if (!store) return ids;
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) ids.add(key.slice(PREFIX.length));
  }
  return ids;
}
