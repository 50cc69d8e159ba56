import { useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useOnArrival } from "../../_shared/on-arrival";
import { selectionModes, type SelectionMode } from "../../_shared/selection-modes";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridColumnSelectionModeSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [mode, setMode] = useState<SelectionMode>("multiple");
  const [selected, setSelected] = useState<string[]>([]);

  // Start with the two number columns selected (API calls do not raise the selection event).
  useOnArrival(() => {
    gridRef.current?.selectColumns(["quantity", "total"]);
    setSelected(["quantity", "total"]);
  }, 300);

  // The sum of each selected numeric column over the order rows (items are already inside them).
  const totals = selected
    .filter((f) => f === "quantity" || f === "total")
    .map((f) => `${f} = ${orders.reduce((s, o) => s + (f === "quantity" ? o.quantity : o.total), 0).toLocaleString("en-US", { maximumFractionDigits: 2 })}`);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Column selection"
          value={mode}
          onChange={(m) => {
            gridRef.current?.deselectAllColumns();
            setSelected([]);
            setMode(m);
          }}
          options={selectionModes}
        />
      </ControlBar>
      <Hint>
        Click a column header to select the whole column, through every level of the tree. In Multiple mode Ctrl+click adds columns and Shift+click
        selects a run of them. The Order / line column is not selectable.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          columnSelection={mode}
          expansionDepth={1}
          onColumnSelectionChanging={(e) => setSelected(e.detail.newSelection ?? [])}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer / product" minWidth="220px" />
          <IgrColumn field="id" header="Order / line" selectable={false} />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
        </IgrTreeGrid>
      </div>
      <Hint>
        Selected columns: <b>{selected.length ? selected.join(", ") : "none"}</b>
        {totals.length > 0 && <> — sums of all orders: {totals.join(", ")}</>}
      </Hint>
    </div>
  );
}
