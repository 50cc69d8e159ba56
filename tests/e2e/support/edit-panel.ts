/** Driving the Edit panel in a page of the built gallery. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { SourceEntry } from "../../../contract/source-view";
import { DIST, waitReady } from "./site";

/** index.tsx as the build serves it to the panels. */
export const originalIndex = (id: string) => {
  const entries = JSON.parse(readFileSync(path.join(DIST, "source", `${id}.json`), "utf8")) as SourceEntry[];
  const index = entries.find((entry) => entry.name === "index.tsx");
  if (!index || !("text" in index)) throw new Error(`${id}: no index.tsx in its source file`);
  return index.text;
};

export const frame = (id: string) => `.sample-frame[data-sample-id="${id}"]`;
export const liveVersion = async (page: Page, id: string) => Number((await page.getAttribute(frame(id), "data-live")) ?? 0);

/** Waits for an edited render newer than `after` to be ready in the frame. */
export async function waitLive(page: Page, id: string, after = 0): Promise<number> {
  await expect.poll(() => liveVersion(page, id), { timeout: 20_000 }).toBeGreaterThan(after);
  await waitReady(page, id);
  return liveVersion(page, id);
}

/** Replaces the open file's text as one input (a paste), which the panel runs after its debounce. */
export async function typeCode(page: Page, text: string): Promise<void> {
  await page.locator(".edit-panel .cm-content").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(text);
}

export async function openEdit(page: Page, id: string): Promise<void> {
  await page.locator('.toolbar button[data-panel="edit"]').click();
  await page.locator('.edit-panel[data-edit-state="ready"]').waitFor({ timeout: 30_000 });
  await waitLive(page, id);
}
