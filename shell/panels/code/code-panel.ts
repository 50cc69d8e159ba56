import type { PanelDefinition } from "../registry";

/** The sample's files as the build highlighted them, with Copy and Download. */
export const codePanel: PanelDefinition = {
  id: "code",
  title: "Code",
  shortcut: "Alt+Shift+C",
  load: () => import("./code-view"),
};
