import { useState } from "react";
import { IgrColumn, IgrColumnGroup, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

export default function ColumnSelectionGroupSample() {
  const [selected, setSelected] = useState("none");
  return (
    <div style={gridPage}>
      <Hint>
        Click a group header (Contact, Address, Dates, Shipping) to select all its columns at once, or a single column header. Ctrl+click
        adds to the selection. <b>Selected: {selected}</b>
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          columnSelection="multiple"
          expansionStates={expanded}
          onColumnSelectionChanging={(e) => setSelected(`customers: ${e.detail.newSelection.join(", ") || "none"}`)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumnGroup header="Contact">
            <IgrColumn field="contact" header="Name" />
            <IgrColumn field="title" header="Title" />
            <IgrColumn field="phone" header="Phone" />
          </IgrColumnGroup>
          <IgrColumnGroup header="Address">
            <IgrColumn field="country" header="Country" />
            <IgrColumn field="city" header="City" />
          </IgrColumnGroup>
          <IgrRowIsland
            childDataKey="orders"
            primaryKey="orderId"
            autoGenerate={false}
            columnSelection="multiple"
            onColumnSelectionChanging={(e) => setSelected(`orders: ${e.detail.newSelection.join(", ") || "none"}`)}
          >
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumnGroup header="Dates">
              <IgrColumn field="orderDate" header="Ordered" dataType="date" />
              <IgrColumn field="requiredDate" header="Required" dataType="date" />
              <IgrColumn field="shippedDate" header="Shipped" dataType="date" />
            </IgrColumnGroup>
            <IgrColumnGroup header="Shipping">
              <IgrColumn field="shipVia" header="Ship via" />
              <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} />
            </IgrColumnGroup>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
