/** Where the pointer is, kept up to date while a row is dragged. */
export interface Pointer {
  x: number;
  y: number;
}

/**
 * The data record of the tree grid row under the pointer, or undefined. The drag ghost sits under the
 * pointer too, so this looks through every element there for a row of the grid's own body.
 * `dataView` holds tree records ({ key, data, ... }); their `data` is the original record.
 */
export function recordUnderPointer<T>(grid: { querySelector(s: string): Element | null; dataView: unknown[] } | null, pointer: Pointer): T | undefined {
  const body = grid?.querySelector(".igx-grid__tbody");
  const row = document
    .elementsFromPoint(pointer.x, pointer.y)
    .map((el) => el.closest("igx-tree-grid-row"))
    .find((r) => r && body?.contains(r));
  const index = Number(row?.getAttribute("data-rowindex"));
  if (!row || Number.isNaN(index)) return undefined;
  const entry = grid?.dataView[index] as { data?: T } | T | undefined;
  return entry && typeof entry === "object" && "data" in entry ? (entry.data as T) : (entry as T | undefined);
}
