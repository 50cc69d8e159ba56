import { useRef, useState } from "react";
import { IgrColumn, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarPinning, IgrGridToolbarTitle, IgrTreeGrid } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridColumnPinningToolbarSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [pinned, setPinned] = useState("Customer / product");
  return (
    <div style={gridPage}>
      <Hint>
        Open the pinning menu in the toolbar and tick columns to pin them at the start; search the list to find one. Pinned now: <b>{pinned}</b>.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          expansionDepth={1}
          ref={gridRef}
          onColumnPinned={() => setPinned(gridRef.current?.pinnedColumns.map((c) => c.header).join(", ") || "none")}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Orders</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarPinning title="Pin columns" prompt="Find a column" columnListHeight="260px" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Customer / product" width="240px" pinned />
          <IgrColumn field="id" header="Order / line" width="150px" />
          <IgrColumn field="category" header="Category" width="170px" />
          <IgrColumn field="shipCountry" header="Ship to" width="170px" />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" width="170px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} width="150px" />
          <IgrColumn field="quantity" header="Qty" dataType="number" width="120px" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} width="150px" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
