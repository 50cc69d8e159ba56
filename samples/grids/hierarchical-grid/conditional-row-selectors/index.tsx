import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { conditionalRowSelector } from "../../_shared/conditional-selectors";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true], ["BERGS", true]]);
const customerById = new Map(customers.map((c) => [c.customerId, c]));
const orderById = new Map(customers.flatMap((c) => c.orders).map((o) => [o.orderId, o]));

// The rules: inactive customers cannot be selected; an order can be selected only while it has not shipped.
const canSelectCustomer = (key: unknown) => customerById.get(key as string)?.active === true;
const canSelectOrder = (key: unknown) => {
  const status = orderById.get(key as number)?.status;
  return status === "Pending" || status === "Packed";
};

const customerSelector = conditionalRowSelector(canSelectCustomer, "Not selectable");
const orderSelector = conditionalRowSelector(canSelectOrder, "Not selectable");

export default function ConditionalRowSelectorsSample() {
  const [customerCount, setCustomerCount] = useState(0);
  const [orderCount, setOrderCount] = useState(0);

  return (
    <div style={gridPage}>
      <Hint>
        Inactive customers have a disabled selector, and so do orders that have already shipped. The header checkbox and Shift+click skip them
        too: rowSelectionChanging removes them from the new selection. <b>Selected: {customerCount} customers, {orderCount} orders in the last order grid used.</b>
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={customers}
          primaryKey="customerId"
          autoGenerate={false}
          rowSelection="multiple"
          rowSelectorTemplate={customerSelector}
          onRowSelectionChanging={(e) => {
            e.detail.newSelection = e.detail.newSelection.filter((key: unknown) => canSelectCustomer(typeof key === "object" && key ? (key as { customerId: string }).customerId : key));
            setCustomerCount(e.detail.newSelection.length);
          }}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="active" header="Active" dataType="boolean" />
          <IgrRowIsland
            childDataKey="orders"
            primaryKey="orderId"
            autoGenerate={false}
            rowSelection="multiple"
            rowSelectorTemplate={orderSelector}
            onRowSelectionChanging={(e) => {
              e.detail.newSelection = e.detail.newSelection.filter((key: unknown) => canSelectOrder(typeof key === "object" && key ? (key as { orderId: number }).orderId : key));
              setOrderCount(e.detail.newSelection.length);
            }}
          >
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" />
            <IgrColumn field="status" header="Status" />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
