import { ColumnPinningPosition, IgrColumn, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarPinning, IgrGridToolbarTitle, IgrTreeGrid } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridColumnPinningBothSidesSample() {
  return (
    <div style={gridPage}>
      <Hint>
        The customer/product tree column is pinned at the start and the totals at the end; the columns between them scroll sideways. Each column's
        pinningPosition says where it goes: change pins from the toolbar.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid data={orders} childDataKey="items" primaryKey="id" autoGenerate={false} expansionDepth={1} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Orders</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarPinning />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Customer / product" width="240px" pinned pinningPosition={ColumnPinningPosition.Start} />
          <IgrColumn field="id" header="Order / line" width="140px" />
          <IgrColumn field="category" header="Category" width="170px" />
          <IgrColumn field="shipCountry" header="Ship to" width="170px" />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" width="170px" />
          <IgrColumn field="delivered" header="Delivered" dataType="boolean" width="150px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} width="150px" />
          <IgrColumn field="quantity" header="Qty" dataType="number" width="110px" pinned pinningPosition={ColumnPinningPosition.End} />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} width="140px" pinned pinningPosition={ColumnPinningPosition.End} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
