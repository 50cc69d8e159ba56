import { useMemo, useState } from "react";
import { IgrColumn, IgrGrid, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarHiding, IgrGridToolbarTitle } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function ColumnHidingToolbarSample() {
  const [visible, setVisible] = useState<string[]>([]);
  const showVisible = (grid: IgrGrid) => setVisible(grid.visibleColumns.map((c) => c.header));

  // The grid is built once: the wrapper sets column props again on every render, which would undo hiding done from the toolbar.
  const grid = useMemo(
    () => (
      <IgrGrid
        data={orders}
        primaryKey="orderId"
        autoGenerate={false}
        height="100%"
        width="100%"
        style={mediumSize}
        onRendered={(e) => showVisible(e.target as IgrGrid)}
        onColumnVisibilityChanged={(e) => {
          const grid = e.target as IgrGrid;
          setTimeout(() => showVisible(grid));
        }}
      >
        <IgrGridToolbar>
          <IgrGridToolbarTitle>Orders</IgrGridToolbarTitle>
          <IgrGridToolbarActions>
            <IgrGridToolbarHiding title="Column visibility" prompt="Find a column" columnListHeight="260px" />
          </IgrGridToolbarActions>
        </IgrGridToolbar>
        <IgrColumn field="orderId" header="Order" disableHiding formatter={(id: number) => String(id)} />
        <IgrColumn field="customer" header="Customer" />
        <IgrColumn field="contact" header="Contact" hidden />
        <IgrColumn field="country" header="Country" />
        <IgrColumn field="city" header="City" hidden />
        <IgrColumn field="product" header="Product" />
        <IgrColumn field="quantity" header="Qty" dataType="number" />
        <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
        <IgrColumn field="orderDate" header="Ordered" dataType="date" />
        <IgrColumn field="shipper" header="Shipper" hidden />
        <IgrColumn field="status" header="Status" />
      </IgrGrid>
    ),
    [],
  );

  return (
    <div style={gridPage}>
      <Hint>Open “Hide” in the toolbar to tick columns on and off, search them, or show and hide them all. The Order column is locked.</Hint>
      <div style={gridArea}>{grid}</div>
      <Hint>
        Visible ({visible.length}): {visible.join(", ")}
      </Hint>
    </div>
  );
}
