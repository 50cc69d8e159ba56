import { deflateSync, inflateSync, strFromU8, strToU8 } from "fflate";
import type { EditedFiles } from "./edit-storage";

/** The longest hash a Share link may carry: longer ones break in chat tools and some browsers. */
export const MAX_SHARE_LENGTH = 64 * 1024;
const PREFIX = "#edit=";
const VERSION = 1;

interface SharePayload {
  v: typeof VERSION;
  id: string;
  files: EditedFiles;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The hash that carries a sample's edited files (deflate, base64url), or an error when it would be too long. */
export function encodeShare(id: string, files: EditedFiles): { hash: string } | { error: string } {
  const payload: SharePayload = { v: VERSION, id, files };
  const hash = PREFIX + toBase64Url(deflateSync(strToU8(JSON.stringify(payload)), { level: 9 }));
  if (hash.length > MAX_SHARE_LENGTH) {
    return { error: `This edit makes a ${Math.round(hash.length / 1024)} KB link, longer than the ${MAX_SHARE_LENGTH / 1024} KB a link may carry: use Download to take it instead.` };
  }
  return { hash };
}

export type SharedEdit = { state: "none" } | { state: "ok"; id: string; files: EditedFiles } | { state: "invalid"; message: string };

/** Reads a Share link's hash on the page of `sample`; anything but a whole link made for it is `invalid`, with a message. */
export function decodeShare(hash: string, sample: string): SharedEdit {
  if (!hash.startsWith(PREFIX)) return { state: "none" };
  const invalid = (why: string): SharedEdit => ({ state: "invalid", message: `This shared edit cannot be opened: ${why}. The original sample is shown.` });
  if (hash.length > MAX_SHARE_LENGTH) return invalid(`the link is longer than ${MAX_SHARE_LENGTH / 1024} KB`);
  let payload: unknown;
  try {
    payload = JSON.parse(strFromU8(inflateSync(fromBase64Url(hash.slice(PREFIX.length)))));
  } catch {
    return invalid("the link is damaged or cut short");
  }
  const { v, id, files } = (payload ?? {}) as Partial<SharePayload>;
  if (v !== VERSION || typeof id !== "string" || !files || typeof files !== "object" || !Object.values(files).every((t) => typeof t === "string")) {
    return invalid("the link is not one the gallery wrote");
  }
  if (id !== sample) return invalid(`it was made for the sample "${id}", not this one`);
  return { state: "ok", id, files };
}
