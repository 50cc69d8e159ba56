import type { PanelDefinition } from "../panels/registry";
import { liveStore } from "./live-store";

/**
 * The Edit panel's definition, part of the first page: the editor, the compiler, the runner and
 * the package scopes are all behind `load` and `prepare`, fetched on the first Edit (or as the
 * pointer or the focus reaches its button).
 */
export const editPanel: PanelDefinition = {
  id: "edit",
  title: "Edit",
  shortcut: "Alt+Shift+E",
  load: () => import("./edit-panel").then(({ editPanelWith }) => ({ default: editPanelWith(liveStore) })),
  // Two chunks fetched side by side: the runner's (which starts the sample's files and package
  // scopes, the longest wait) does not queue behind the editor's. A chunk that fails to load here is
  // reported by `load`, or by the run.
  prepare: (sample) => {
    // `gallery dev` compiles the panel when it first opens (cli/server/dev-scopes.ts), not as a pointer passes over its button.
    if (import.meta.env.PROD) {
      void import("./prepare-edit").then(({ prepareEdit }) => prepareEdit(sample), () => undefined);
      void import("./edit-panel").catch(() => undefined);
    }
  },
};
