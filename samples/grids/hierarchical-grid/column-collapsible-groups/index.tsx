import { IgrColumn, IgrColumnGroup, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

export default function ColumnCollapsibleGroupsSample() {
  return (
    <div style={gridPage}>
      <Hint>
        Click the arrow in a group header to collapse it: the group then shows only its summary column (Company, Location, Order, Shipping).
        The customers grid and every order grid have their own collapsible groups.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={customers} primaryKey="customerId" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumnGroup header="Customer" collapsible>
            <IgrColumn field="company" header="Company" minWidth="200px" visibleWhenCollapsed />
            <IgrColumn field="customerId" header="ID" visibleWhenCollapsed={false} />
            <IgrColumn field="contact" header="Contact" visibleWhenCollapsed={false} />
            <IgrColumn field="title" header="Title" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Address" collapsible expanded={false}>
            <IgrColumn field="country" header="Location" visibleWhenCollapsed />
            <IgrColumn field="country" header="Country" visibleWhenCollapsed={false} />
            <IgrColumn field="city" header="City" visibleWhenCollapsed={false} />
            <IgrColumn field="phone" header="Phone" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
            <IgrColumnGroup header="Order" collapsible>
              <IgrColumn field="orderId" header="Order" formatter={String} visibleWhenCollapsed />
              <IgrColumn field="orderDate" header="Ordered" dataType="date" visibleWhenCollapsed={false} />
              <IgrColumn field="requiredDate" header="Required" dataType="date" visibleWhenCollapsed={false} />
              <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} visibleWhenCollapsed={false} />
            </IgrColumnGroup>
            <IgrColumnGroup header="Shipping" collapsible>
              <IgrColumn field="status" header="Status" visibleWhenCollapsed />
              <IgrColumn field="shipVia" header="Ship via" visibleWhenCollapsed={false} />
              <IgrColumn field="shippedDate" header="Shipped" dataType="date" visibleWhenCollapsed={false} />
              <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} visibleWhenCollapsed={false} />
            </IgrColumnGroup>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
