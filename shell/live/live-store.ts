import { useSyncExternalStore, type ComponentType } from "react";
import { editedIds, readEdit, writeEdit } from "./edit-storage";

/**
 * The edited render of the sample on screen, published by the Edit panel (a lazy chunk) and read
 * by the sample frame (in the entry, so this file stays tiny). `version` grows with every render,
 * so the frame's error boundary starts afresh when fixed code arrives; `mount` grows only with a
 * render that cannot keep the mounted sample (see live-component.ts), which the frame mounts anew.
 */
export interface LiveRender {
  id: string;
  Component: ComponentType;
  version: number;
  mount: number;
}

let current: LiveRender | undefined;
let version = 0;
let mount = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows an edited component in place of the sample `id` (mounted afresh or rendered over the last one), or (undefined) its original again. */
export function publishLive(id: string, Component: ComponentType | undefined, remount: boolean): void {
  if (Component) current = { id, Component, version: ++version, mount: remount || current?.id !== id ? ++mount : mount };
  else if (current?.id === id) current = undefined;
  for (const listener of listeners) listener();
}

/** The edited render for sample `id`, if one is published. */
export function useLiveRender(id: string): LiveRender | undefined {
  const live = useSyncExternalStore(subscribe, () => current);
  return live?.id === id ? live : undefined;
}

let edited: ReadonlySet<string> | undefined;
const editedListeners = new Set<() => void>();

function subscribeEdited(listener: () => void): () => void {
  editedListeners.add(listener);
  return () => editedListeners.delete(listener);
}

/** The samples with a stored edit, read from the browser's storage once, then kept by `markEdited`. */
function editedNow(): ReadonlySet<string> {
  edited ??= editedIds();
  return edited;
}

/** Records that a sample's edit was stored or reset, for the Edited marks. */
export function markEdited(id: string, isEdited: boolean): void {
  if (editedNow().has(id) === isEdited) return;
  const next = new Set(editedNow());
  if (isEdited) next.add(id);
  else next.delete(id);
  edited = next;
  for (const listener of editedListeners) listener();
}

/** Whether a sample has a stored edit (the toolbar's and the menu's Edited marks). */
export function useEdited(id: string | undefined): boolean {
  const ids = useSyncExternalStore(subscribeEdited, editedNow);
  return id !== undefined && ids.has(id);
}

/**
 * What the Edit panel's chunk needs from the first page, handed to it by its definition (panel.ts)
 * instead of imported: a module imported by both would become a chunk of its own on the first page.
 */
export const liveStore = { publishLive, markEdited, readEdit, writeEdit };
export type LiveStore = typeof liveStore;
