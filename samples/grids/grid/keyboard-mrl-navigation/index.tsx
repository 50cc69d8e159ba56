import { useRef, useState } from "react";
import { IgrColumn, IgrColumnLayout, IgrGrid, type IgrActiveNodeChangeEventArgs, type IgrCellType, type IgrGridKeydownEventArgs } from "igniteui-react-grids";
import { EventLog, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

const keys: [string, string][] = [
  ["← →", "previous / next cell on the line, across the layout blocks"],
  ["↑ ↓", "the line above / below: inside the record first, then the neighbouring record"],
  ["Home / End", "first / last cell of the line"],
  ["Ctrl+Home / Ctrl+End", "first cell of the grid / last cell of the data"],
];

/** Makes a rendered cell the active one, the way a click on it does. */
function activateCell(grid: IgrGrid, record: number, column: number) {
  const cell = grid.querySelector(`igx-grid-cell[data-rowindex="${record}"][data-visibleindex="${column}"]`);
  cell?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0 }));
  cell?.dispatchEvent(new PointerEvent("pointerup", { bubbles: true, button: 0 }));
}

export default function KeyboardMrlNavigationSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [log, setLog] = useState<string[]>([]);

  function onActiveNode(e: IgrActiveNodeChangeEventArgs) {
    const { row, column, tag } = e.detail;
    // In a multi-row layout, `column` is the visible index of a leaf column.
    const header = gridRef.current?.columns.find((c) => !c.columnLayout && c.visibleIndex === column)?.header;
    setLog((l) => [`${tag}: record ${row + 1}, ${header ?? `column ${column}`}`, ...l].slice(0, 40));
  }

  // The arrows, Home and End follow the layout's lines: every cell is found by its block, line and column span.
  function onKeydown(e: IgrGridKeydownEventArgs) {
    const event = e.detail.event as KeyboardEvent;
    const grid = gridRef.current;
    const handled = ["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End"];
    if (!grid || e.detail.targetType !== "dataCell" || !handled.includes(event.key)) return;
    e.detail.cancel = true;
    const current = (e.detail.target as IgrCellType).column;
    const leaves = grid.columns.filter((c) => !c.columnLayout && !c.hidden);
    const blockOf = (c: IgrColumn) => leaves.filter((l) => l.parent === c.parent)[0]?.parent?.visibleIndex ?? 0;
    const end = (c: IgrColumn) => c.colEnd ?? c.colStart + 1;
    const lastLine = (c: IgrColumn) => (c.rowEnd ?? c.rowStart + 1) - 1;
    const overlaps = (c: IgrColumn) => blockOf(c) === blockOf(current) && c.colStart < end(current) && end(c) > current.colStart;
    // The cells of one line, left to right across the blocks.
    const line = (row: number) =>
      leaves.filter((c) => c.rowStart <= row && lastLine(c) >= row).sort((a, b) => blockOf(a) - blockOf(b) || a.colStart - b.colStart);
    const lines = leaves.map((c) => lastLine(c));
    const first = Math.min(...leaves.map((c) => c.rowStart));
    const last = Math.max(...lines);

    let record = (e.detail.target as IgrCellType).row.index;
    let target: IgrColumn | undefined;
    const onLine = line(current.rowStart);
    const at = onLine.indexOf(current);
    if (event.ctrlKey && (event.key === "Home" || event.key === "End")) {
      const home = event.key === "Home";
      record = home ? 0 : grid.dataView.length - 1;
      const edge = line(home ? first : last);
      target = home ? edge[0] : edge[edge.length - 1];
    } else if (event.ctrlKey) return;
    else if (event.key === "ArrowRight") target = onLine[at + 1];
    else if (event.key === "ArrowLeft") target = onLine[at - 1];
    else if (event.key === "Home") target = onLine[0];
    else if (event.key === "End") target = onLine[onLine.length - 1];
    else {
      const down = event.key === "ArrowDown";
      let next = down ? lastLine(current) + 1 : current.rowStart - 1;
      if (next > last || next < first) {
        // Past the record's first or last line: the neighbouring record.
        record += down ? 1 : -1;
        next = down ? first : last;
      }
      target = line(next).find(overlaps);
    }
    if (!target || record < 0 || record >= grid.dataView.length) return;
    const columnIndex = target.visibleIndex;
    // navigateTo scrolls the record into view first; then its cell exists and can be activated.
    grid.navigateTo(record, -1, () => activateCell(grid, record, columnIndex));
  }

  return (
    <div style={gridPage}>
      <Hint>Click a cell and use the keyboard. Each record spans two lines in three column blocks:</Hint>
      <table style={{ fontSize: 13, borderCollapse: "collapse", alignSelf: "flex-start" }}>
        <tbody>
          {keys.map(([key, action]) => (
            <tr key={key}>
              <td style={{ padding: "1px 16px 1px 0", fontWeight: 600, whiteSpace: "nowrap" }}>{key}</td>
              <td style={{ padding: "1px 0" }}>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ ...gridArea, flexDirection: "row", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrGrid
            ref={gridRef}
            data={employees}
            primaryKey="id"
            autoGenerate={false}
            onActiveNodeChange={onActiveNode}
            onGridKeydown={onKeydown}
            columnWidth="118px"
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumnLayout>
              <IgrColumn field="name" header="Name" rowStart={1} colStart={1} colEnd={3} />
              <IgrColumn field="title" header="Title" rowStart={2} colStart={1} />
              <IgrColumn field="department" header="Department" rowStart={2} colStart={2} />
            </IgrColumnLayout>
            <IgrColumnLayout>
              <IgrColumn field="email" header="Email" rowStart={1} colStart={1} colEnd={3} />
              <IgrColumn field="phone" header="Phone" rowStart={2} colStart={1} />
              <IgrColumn field="remote" header="Remote" dataType="boolean" rowStart={2} colStart={2} />
            </IgrColumnLayout>
            <IgrColumnLayout>
              <IgrColumn field="city" header="City" rowStart={1} colStart={1} />
              <IgrColumn field="country" header="Country" rowStart={1} colStart={2} />
              <IgrColumn field="hireDate" header="Hired" dataType="date" rowStart={2} colStart={1} />
              <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} rowStart={2} colStart={2} />
            </IgrColumnLayout>
          </IgrGrid>
        </div>
        <EventLog title="Active cell" entries={log} style={{ width: 220 }} />
      </div>
    </div>
  );
}
