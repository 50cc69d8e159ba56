import { useState } from "react";
import { ColumnPinningPosition, IgrColumn, IgrGrid, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarPinning, IgrGridToolbarTitle, type IgrPinningConfig } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
// Every pinned column goes to the right edge of the grid.
const pinning: IgrPinningConfig = { columns: ColumnPinningPosition.End };

export default function ColumnPinningRightSideSample() {
  const [rows] = useState(orders);
  return (
    <div style={gridPage}>
      <Hint>
        With <code>pinning.columns</code> set to End, pinned columns sit at the right edge: the order total and status stay in view while the
        details scroll. Pin more from the toolbar.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={rows} primaryKey="orderId" autoGenerate={false} pinning={pinning} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Orders</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarPinning />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="orderId" header="Order" width="110px" formatter={(id: number) => String(id)} />
          <IgrColumn field="customer" header="Customer" width="230px" />
          <IgrColumn field="contact" header="Contact" width="180px" />
          <IgrColumn field="country" header="Country" width="130px" />
          <IgrColumn field="city" header="City" width="150px" />
          <IgrColumn field="product" header="Product" width="230px" />
          <IgrColumn field="quantity" header="Qty" dataType="number" width="100px" />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" width="140px" />
          <IgrColumn field="shipper" header="Shipper" width="170px" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} width="130px" pinned />
          <IgrColumn field="status" header="Status" width="120px" pinned />
        </IgrGrid>
      </div>
    </div>
  );
}
