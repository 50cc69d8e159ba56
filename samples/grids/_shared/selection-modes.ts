import type { GridSelectionMode } from "igniteui-react-grids";

/** The modes of cell and column selection (multipleCascade is for rows only). */
export type SelectionMode = Exclude<GridSelectionMode, "multipleCascade">;

/** The choices of a selection mode control, from the most selection to none. */
export const selectionModes: readonly { value: SelectionMode; text: string }[] = [
  { value: "multiple", text: "Multiple" },
  { value: "single", text: "Single" },
  { value: "none", text: "None" },
];
