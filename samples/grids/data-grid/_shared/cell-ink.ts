import type { CSSProperties } from "react";

/**
 * The data grid paints its cells white in every theme, so what a cell template writes keeps the
 * grid's own dark text colour instead of inheriting the page's (light in a dark theme).
 */
export const cellInk: CSSProperties = { color: "rgb(0 0 0 / 87%)" };
