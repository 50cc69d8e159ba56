import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrTreeGrid, type IgrGridSelectionRange } from "igniteui-react-grids";
import { ControlBar, Hint, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
type Row = Record<string, unknown>;
const show = (v: unknown) => (v instanceof Date ? v.toLocaleDateString() : typeof v === "number" ? v.toLocaleString("en-US") : String(v ?? ""));

export default function TreeGridMultiCellSelectionModeSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [ranges, setRanges] = useState<IgrGridSelectionRange[]>([]);
  const [rows, setRows] = useState<Row[]>([]);

  function read() {
    const grid = gridRef.current;
    if (!grid) return;
    setRanges(grid.getSelectedRanges());
    setRows(grid.getSelectedData() as Row[]);
  }

  function selectPreset() {
    const grid = gridRef.current;
    if (!grid) return;
    grid.clearCellSelection();
    grid.selectRange([
      { rowStart: 1, rowEnd: 3, columnStart: "name", columnEnd: "title" },
      { rowStart: 6, rowEnd: 9, columnStart: "salary", columnEnd: "salary" },
    ]);
    read();
  }

  // Show two ranges on arrival.
  useEffect(() => {
    const timer = setTimeout(selectPreset, 500);
    return () => clearTimeout(timer);
  }, []);

  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={selectPreset}>Select two ranges from code</IgrButton>
        <IgrButton variant="outlined" onClick={() => (gridRef.current?.clearCellSelection(), read())}>
          Clear
        </IgrButton>
      </ControlBar>
      <Hint>
        Drag to select a block of cells; hold Ctrl and drag again to add another block, across managers and their reports. Shift+arrows grow the
        block from the keyboard. The selected data is read back with getSelectedData().
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrTreeGrid
            ref={gridRef}
            data={employees}
            primaryKey="id"
            foreignKey="parentId"
            autoGenerate={false}
            cellSelection="multiple"
            onRangeSelected={read}
            onSelected={read}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="name" header="Name" minWidth="190px" />
            <IgrColumn field="title" header="Title" />
            <IgrColumn field="department" header="Department" />
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
            <IgrColumn field="hireDate" header="Hired" dataType="date" />
          </IgrTreeGrid>
        </div>
        <div style={{ flex: 2, minWidth: 240, overflow: "auto", border: "1px solid var(--ig-gray-300, #ccc)", borderRadius: 4, padding: 8, fontSize: 13 }}>
          <b>
            {ranges.length} range{ranges.length === 1 ? "" : "s"}, {rows.length} row{rows.length === 1 ? "" : "s"}
          </b>
          {rows.length > 0 && (
            <table style={{ borderCollapse: "collapse", marginTop: 8, width: "100%" }}>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c} style={{ textAlign: "left", borderBottom: "1px solid var(--ig-gray-400)", padding: "2px 6px" }}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={i}>
                    {columns.map((c) => (
                      <td key={c} style={{ padding: "2px 6px" }}>
                        {show(r[c])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </div>
  );
}
