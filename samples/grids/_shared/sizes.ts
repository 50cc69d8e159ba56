import type { CSSProperties } from "react";

/** The three sizes of the Ignite UI themes. */
export type GridSize = "small" | "medium" | "large";

export const sizeOptions: readonly { value: GridSize; text: string }[] = [
  { value: "small", text: "Small" },
  { value: "medium", text: "Medium" },
  { value: "large", text: "Large" },
];

/** A grid style that sets --ig-size: the grid and everything in it take that size. */
export const sizeStyle = (size: GridSize) => ({ "--ig-size": `var(--ig-size-${size})` }) as CSSProperties;
