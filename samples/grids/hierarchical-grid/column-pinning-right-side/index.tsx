import { ColumnPinningPosition, IgrColumn, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarPinning, IgrGridToolbarTitle, IgrHierarchicalGrid, IgrRowIsland, type IgrPinningConfig } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);
// Pinned columns go to the right edge, on both levels.
const pinning: IgrPinningConfig = { columns: ColumnPinningPosition.End };

const toolbar = (title: string) => (
  <IgrGridToolbar>
    <IgrGridToolbarTitle>{title}</IgrGridToolbarTitle>
    <IgrGridToolbarActions>
      <IgrGridToolbarPinning />
    </IgrGridToolbarActions>
  </IgrGridToolbar>
);

export default function ColumnPinningRightSideSample() {
  return (
    <div style={gridPage}>
      <Hint>With <code>pinning.columns</code> set to End, pinned columns sit at the right edge: the credit limit, and each order's total and status, stay in view while the rest scroll.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={customers} primaryKey="customerId" autoGenerate={false} pinning={pinning} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          {toolbar("Customers")}
          <IgrColumn field="company" header="Company" width="220px" />
          <IgrColumn field="contact" header="Contact" width="190px" />
          <IgrColumn field="title" header="Title" width="200px" />
          <IgrColumn field="country" header="Country" width="140px" />
          <IgrColumn field="city" header="City" width="150px" />
          <IgrColumn field="phone" header="Phone" width="160px" />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} width="150px" pinned />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} pinning={pinning} toolbarTemplate={() => toolbar("Orders")}>
            <IgrColumn field="orderId" header="Order" formatter={String} width="110px" />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" width="150px" />
            <IgrColumn field="requiredDate" header="Required" dataType="date" width="150px" />
            <IgrColumn field="shipVia" header="Ship via" width="170px" />
            <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} width="130px" />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} width="130px" pinned />
            <IgrColumn field="status" header="Status" width="120px" pinned />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
