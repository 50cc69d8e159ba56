import type { CSSProperties } from "react";

/** The column rows are dragged into: a dashed outline shows while a dragged row is over it. */
export const dropZoneStyle = (over: boolean): CSSProperties => ({
  flex: 2,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: 6,
  outline: over ? "2px dashed var(--ig-primary-500, #0b5fff)" : "2px dashed transparent",
  outlineOffset: 4,
});
