import { useMemo, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers, type Order, type OrderLine } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const percent = { digitsInfo: "1.0-0" };
const expandedCustomers = new Map<unknown, boolean>([["ALFKI", true]]);
const expandedOrders = new Map<unknown, boolean>([[10248, true]]);
const statusColors: Record<string, string> = { Pending: "#fff3e0", Packed: "#e3f2fd", Shipped: "#ede7f6", Delivered: "#e8f5e9" };
const maxTotal = Math.max(...customers.flatMap((c) => c.orders.map((o) => o.total)));

// The column applies every new cellStyles object it is given: one per module, not one per render.
const discountStyles = { color: (row: OrderLine) => (row.discount > 0 ? "#c62828" : "inherit"), fontWeight: (row: OrderLine) => (row.discount >= 0.1 ? "700" : "400") };

export default function ConditionalCellStyle2Sample() {
  const [heatmap, setHeatmap] = useState(true);
  const [statusTint, setStatusTint] = useState(true);

  // cellStyles maps a CSS property to a value or to a function of the row; the function runs for every cell.
  const totalStyles = useMemo(
    () => (heatmap ? { background: (row: Order) => `hsl(210 80% ${95 - (row.total / maxTotal) * 35}%)`, fontWeight: "600" } : {}),
    [heatmap],
  );
  const statusStyles = useMemo(() => (statusTint ? { background: (row: Order) => statusColors[row.status] ?? "transparent" } : {}), [statusTint]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Order total heat map" checked={heatmap} onChange={setHeatmap} />
        <SwitchControl label="Status colors" checked={statusTint} onChange={setStatusTint} />
      </ControlBar>
      <Hint>
        Inline styles computed per cell with <code>cellStyles</code>: darker blue for bigger order totals, a color per order status, and red
        discounts on the order lines (bold from 10%).
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={customers} primaryKey="customerId" autoGenerate={false} expansionStates={expandedCustomers} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} expansionStates={expandedOrders}>
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" />
            <IgrColumn field="status" header="Status" cellStyles={statusStyles} />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} cellStyles={totalStyles} />
            <IgrRowIsland childDataKey="lines" primaryKey="lineId" autoGenerate={false}>
              <IgrColumn field="product" header="Product" />
              <IgrColumn field="quantity" header="Qty" dataType="number" />
              <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
              <IgrColumn field="discount" header="Discount" dataType="percent" pipeArgs={percent} cellStyles={discountStyles} />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
