import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { IgrColumn, IgrGrid, type IgrCellType, type IgrGridKeydownEventArgs } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const fields = ["name", "category", "unitPrice", "unitsInStock", "unitsSold"];

/** The object navigateTo hands its callback: the cell it scrolled to, with activate() to focus it. */
interface NavigationTarget {
  target: { activate?: (event: Event) => void };
}

export default function KeyboardCustomNavigationSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [data] = useState(() => products.slice(0, 80).map((p) => ({ ...p })));
  const [custom, setCustom] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  // The focused cell, as the grid reports it.
  const active = useRef({ row: -1, column: -1, inCell: false });

  const note = (line: string) => setLog((l) => [line, ...l].slice(0, 40));

  function moveTo(rowIndex: number, columnIndex: number, event: Event) {
    const grid = gridRef.current;
    if (!grid) return;
    grid.navigateTo(rowIndex, columnIndex, (position: NavigationTarget) => {
      position.target.activate?.(event);
      grid.clearCellSelection();
    });
  }

  // gridKeydown reports the keys the grid itself handles in its body: arrows, Home/End, PageUp/Down, Enter, F2, Escape, Space.
  function onGridKeydown(e: IgrGridKeydownEventArgs) {
    const { targetType, target } = e.detail;
    const event = e.detail.event as KeyboardEvent;
    if (!custom || targetType !== "dataCell" || event.key !== "Enter") return;
    const cell = target as IgrCellType;
    const grid = gridRef.current;
    if (!grid) return;
    // Like a spreadsheet: Enter saves an edit and goes down, Shift+Enter goes up.
    e.detail.cancel = true;
    if (cell.editMode) grid.endEdit(true);
    const row = cell.row.index;
    const next = event.shiftKey ? Math.max(0, row - 1) : Math.min(data.length - 1, row + 1);
    moveTo(next, cell.column.visibleIndex, event);
    note(`Enter: ${cell.column.field}, row ${row + 1} → ${next + 1}`);
  }

  // Tab (which normally leaves the grid body) and Delete never reach gridKeydown, so they are caught on the way in.
  function onKeyDownCapture(e: ReactKeyboardEvent) {
    const grid = gridRef.current;
    const { row, column, inCell } = active.current;
    if (!custom || !grid || !inCell || (e.target as HTMLElement).closest("input")) return;
    if (e.key === "Tab") {
      e.preventDefault();
      e.stopPropagation();
      const last = fields.length - 1;
      const forward = !e.shiftKey;
      const nextColumn = forward ? (column === last ? 0 : column + 1) : column === 0 ? last : column - 1;
      const nextRow = Math.min(data.length - 1, Math.max(0, row + (forward && column === last ? 1 : !forward && column === 0 ? -1 : 0)));
      moveTo(nextRow, nextColumn, e.nativeEvent);
      note(`${e.shiftKey ? "Shift+Tab" : "Tab"}: → row ${nextRow + 1}, ${fields[nextColumn]}`);
    } else if (e.key === "Delete") {
      e.preventDefault();
      const field = fields[column] ?? "";
      const key = grid.getRowByIndex(row)?.key;
      grid.updateCell(field === "name" || field === "category" ? "" : 0, key, field);
      note(`Delete: cleared ${field} on row ${row + 1}`);
    }
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom keys" checked={custom} onChange={setCustom} />
      </ControlBar>
      <Hint>
        Click a cell, then: <b>Enter</b> / <b>Shift+Enter</b> save and move down / up, <b>Tab</b> / <b>Shift+Tab</b> go cell by cell and
        wrap to the next row, <b>Delete</b> clears the cell. Switch off to compare with the grid's own keys.
      </Hint>
      <div style={{ ...gridArea, flexDirection: "row", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }} onKeyDownCapture={onKeyDownCapture}>
          <IgrGrid
            ref={gridRef}
            data={data}
            primaryKey="id"
            autoGenerate={false}
            onGridKeydown={onGridKeydown}
            onActiveNodeChange={(e) => {
              active.current = { row: e.detail.row, column: e.detail.column, inCell: e.detail.tag === "dataCell" };
            }}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="name" header="Product" editable minWidth="160px" />
            <IgrColumn field="category" header="Category" editable />
            <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
            <IgrColumn field="unitsInStock" header="In stock" dataType="number" editable />
            <IgrColumn field="unitsSold" header="Sold" dataType="number" editable />
          </IgrGrid>
        </div>
        <EventLog title="Handled keys" entries={log} style={{ width: 240 }} />
      </div>
    </div>
  );
}
