import type { IgrCellTemplateContext } from "igniteui-react-grids";

/** A cell template with a pin button for the cell's row: row.pin() and row.unpin() do the work. */
export const rowPinCell = (ctx: IgrCellTemplateContext) => {
  const row = ctx.cell.row;
  return (
    <span
      role="button"
      tabIndex={0}
      className="material-icons"
      title={row.pinned ? "Unpin" : "Pin to the top"}
      style={{
        cursor: "pointer",
        fontSize: 20,
        color: row.pinned ? "var(--ig-primary-500, #0b5fff)" : "var(--ig-gray-500, #888)",
        transform: row.pinned ? "none" : "rotate(45deg)",
      }}
      onClick={() => (row.pinned ? row.unpin?.() : row.pin?.())}
    >
      push_pin
    </span>
  );
};
