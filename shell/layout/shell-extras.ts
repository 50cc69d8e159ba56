import { SideMenu } from "./side-menu";
import { ToolbarControls } from "./toolbar-controls";

/**
 * What the shell mounts once the page's sample is on screen, in one lazy chunk: the side menu (its
 * search, its tree, the drawer) and the toolbar's controls. Declared rather than re-exported: the
 * build drops re-export statements of the gallery's own modules.
 */
export const shellExtras = { SideMenu, ToolbarControls };
