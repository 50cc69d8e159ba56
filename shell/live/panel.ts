import type { PanelDefinition } from "../panels/registry";
import { liveStore } from "./live-store";

/**
 * The Edit panel's definition, part of the first page: the editor, the compiler, the runner and
 * the package scopes are all behind `load`, fetched on the first Edit.
 */
export const editPanel: PanelDefinition = {
  id: "edit",
  title: "Edit",
  shortcut: "Alt+Shift+E",
  load: () => import("./edit-panel").then(({ editPanelWith }) => ({ default: editPanelWith(liveStore) })),
};
