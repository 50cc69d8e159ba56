import { liveStore } from "../live/live-store";
import type { PanelDefinition } from "../panels/registry";

/**
 * The Controls panel's definition, part of the first page: the manifests, the JSX parser and the
 * runner are all behind `load`, fetched on the first Controls.
 */
export const controlsPanel: PanelDefinition = {
  id: "controls",
  title: "Controls",
  shortcut: "Alt+Shift+P",
  load: () => import("./controls-panel").then(({ controlsPanelWith }) => ({ default: controlsPanelWith(liveStore) })),
};
