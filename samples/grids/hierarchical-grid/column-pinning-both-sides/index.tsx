import { ColumnPinningPosition, IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);
const { Start, End } = ColumnPinningPosition;

export default function ColumnPinningBothSidesSample() {
  return (
    <div style={gridPage}>
      <Hint>
        Each column picks its own side with <code>pinningPosition</code>: the customer's name stays on the left and the credit limit on the
        right; in the order grids the order number is pinned left and the total and status right. The columns between them scroll.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={customers} primaryKey="customerId" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="company" header="Company" width="220px" pinned pinningPosition={Start} />
          <IgrColumn field="contact" header="Contact" width="190px" />
          <IgrColumn field="title" header="Title" width="200px" />
          <IgrColumn field="country" header="Country" width="140px" />
          <IgrColumn field="city" header="City" width="150px" />
          <IgrColumn field="phone" header="Phone" width="160px" />
          <IgrColumn field="since" header="Customer since" dataType="date" width="170px" />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} width="150px" pinned pinningPosition={End} />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
            <IgrColumn field="orderId" header="Order" formatter={String} width="110px" pinned pinningPosition={Start} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" width="150px" />
            <IgrColumn field="requiredDate" header="Required" dataType="date" width="150px" />
            <IgrColumn field="shippedDate" header="Shipped" dataType="date" width="150px" />
            <IgrColumn field="shipVia" header="Ship via" width="170px" />
            <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} width="130px" />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} width="130px" pinned pinningPosition={End} />
            <IgrColumn field="status" header="Status" width="120px" pinned pinningPosition={End} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
