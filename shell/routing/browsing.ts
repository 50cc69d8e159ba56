import { normalizeRoutePath } from "../../contract/routes";

/** Browsing mode shows the menu and toolbar; any other path is the bare embed for documentation iframes. */
export function isBrowsingPath(pathname: string): boolean {
  const path = normalizeRoutePath(pathname);
  return path === "/" || path.includes("/samples");
}
