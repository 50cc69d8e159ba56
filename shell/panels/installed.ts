import { controlsPanel } from "../controls/panel";
import { editPanel } from "../live/panel";
import { codePanel } from "./code/code-panel";
import { createPanelRegistry } from "./registry";

/** The gallery's panels, in the order of their toolbar buttons. */
export const panels = createPanelRegistry([codePanel, editPanel, controlsPanel]);
