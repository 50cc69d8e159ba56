import { useRef, useState } from "react";
import { IgrColumn, IgrGrid, type GridSelectionMode } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

type Mode = Exclude<GridSelectionMode, "multipleCascade">;
const modes: { value: Mode; text: string }[] = [
  { value: "multiple", text: "Multiple" },
  { value: "single", text: "Single" },
  { value: "none", text: "None" },
];
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

interface Summary {
  cells: number;
  numbers: number[];
  rows: Record<string, unknown>[];
}

export default function MultiCellSelectionModeSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [mode, setMode] = useState<Mode>("multiple");
  const [selection, setSelection] = useState<Summary>({ cells: 0, numbers: [], rows: [] });

  // getSelectedData returns one object per row, holding the selected fields of that row.
  function update() {
    const rows = (gridRef.current?.getSelectedData() ?? []) as Record<string, unknown>[];
    const values = rows.flatMap((r) => Object.values(r));
    setSelection({ cells: values.length, numbers: values.filter((v): v is number => typeof v === "number"), rows });
  }

  // A range selected from code to begin with, once the grid has its columns.
  function selectStartingRange() {
    gridRef.current?.selectRange([{ rowStart: 1, rowEnd: 4, columnStart: "unitPrice", columnEnd: "unitsSold" }]);
    // The grid fills in the selected data on its next frame.
    requestAnimationFrame(update);
  }

  const sum = selection.numbers.reduce((a, b) => a + b, 0);
  const fields = selection.rows[0] ? Object.keys(selection.rows[0]) : [];

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Cell selection"
          value={mode}
          options={modes}
          onChange={(m) => {
            gridRef.current?.clearCellSelection();
            setMode(m);
            setSelection({ cells: 0, numbers: [], rows: [] });
          }}
        />
      </ControlBar>
      <Hint>
        Multiple: drag across cells, Shift+click to extend, Ctrl+click to add ranges. Single: one cell at a time. None: clicks only focus.
      </Hint>
      <div style={{ ...gridArea, flexDirection: "row", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrGrid
            ref={gridRef}
            data={products}
            primaryKey="id"
            autoGenerate={false}
            cellSelection={mode}
            onSelected={update}
            onRangeSelected={update}
            onChildrenResolved={selectStartingRange}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="name" header="Product" minWidth="150px" />
            <IgrColumn field="category" header="Category" />
            <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
            <IgrColumn field="unitsInStock" header="In stock" dataType="number" />
            <IgrColumn field="unitsSold" header="Sold" dataType="number" />
          </IgrGrid>
        </div>
        <div style={{ width: 240, display: "flex", flexDirection: "column", gap: 8, fontSize: 14, minHeight: 0 }}>
          <b>Selection</b>
          <div>
            {selection.cells} cells in {selection.rows.length} rows
          </div>
          <div>
            {selection.numbers.length > 0
              ? `Sum ${number.format(sum)} · Avg ${number.format(sum / selection.numbers.length)}`
              : "No numbers selected"}
          </div>
          <div style={{ flex: 1, overflow: "auto", fontSize: 12, border: "1px solid var(--ig-gray-300, #ccc)", borderRadius: 4 }}>
            <table style={{ borderCollapse: "collapse", width: "100%" }}>
              <thead>
                <tr>
                  {fields.map((f) => (
                    <th key={f} style={{ textAlign: "left", padding: "2px 6px" }}>
                      {f}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {selection.rows.slice(0, 50).map((row, i) => (
                  <tr key={i}>
                    {fields.map((f) => (
                      <td key={f} style={{ padding: "2px 6px", whiteSpace: "nowrap" }}>
                        {String(row[f] ?? "")}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}
