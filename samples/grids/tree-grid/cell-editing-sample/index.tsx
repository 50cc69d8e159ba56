import { useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { copyOrders, type OrderRow } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const round = (n: number) => Math.round(n * 100) / 100;

export default function TreeGridCellEditingSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [data] = useState(copyOrders);
  const [rollUp, setRollUp] = useState(true);
  const [last, setLast] = useState("Nothing edited yet.");

  /** After an item changes, recompute its total and its order's quantity and total. */
  function recalculate(itemId: string) {
    const grid = gridRef.current;
    const order = data.find((o) => o.items?.some((it) => it.id === itemId));
    const item = order?.items?.find((it) => it.id === itemId);
    if (!grid || !order || !item) return;
    grid.updateCell(round((item.unitPrice ?? 0) * item.quantity), item.id, "total");
    const items = order.items ?? [];
    grid.updateCell(items.reduce((s, it) => s + it.quantity, 0), order.id, "quantity");
    grid.updateCell(round(items.reduce((s, it) => s + it.total, 0)), order.id, "total");
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Roll item changes up to the order" checked={rollUp} onChange={setRollUp} />
      </ControlBar>
      <Hint>
        Double-click a cell of a line item (or press Enter / F2) to edit its product, price, quantity, date or delivery. Order rows hold sums, so
        their numbers are read-only; with roll-up on they follow every item you change.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={data}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
          onCellEditEnter={(e) => {
            const row = e.detail.rowData as OrderRow;
            // Orders show sums of their items: only their customer name and dates can be typed.
            if (row.items && ["unitPrice", "quantity", "total"].includes(e.detail.column?.field ?? "")) e.detail.cancel = true;
          }}
          onCellEditDone={(e) => {
            const { column, oldValue, newValue, rowKey } = e.detail;
            if (oldValue === newValue) return;
            setLast(`${String(rowKey)}: ${column?.header} changed from “${String(oldValue)}” to “${String(newValue)}”.`);
            if (rollUp && (column?.field === "quantity" || column?.field === "unitPrice")) recalculate(String(rowKey));
          }}
        >
          <IgrColumn field="name" header="Customer / product" dataType="string" editable minWidth="240px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="quantity" header="Qty" dataType="number" editable />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" editable />
          <IgrColumn field="delivered" header="Delivered" dataType="boolean" editable />
        </IgrTreeGrid>
      </div>
      <Hint>Last edit: {last}</Hint>
    </div>
  );
}
