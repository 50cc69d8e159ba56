import type { GridLiteSortingOptions } from "igniteui-react/grid-lite";

// One object per mode, made once: the grid watches sortingOptions, so a new literal on every render would
// make it re-apply its sorting on every render.
export const sortingModes: Record<"single" | "multiple", GridLiteSortingOptions> = {
  single: { mode: "single" },
  multiple: { mode: "multiple" },
};
