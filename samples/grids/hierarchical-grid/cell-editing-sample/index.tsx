import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import type { EditDoneEvent } from "../_shared/events";
import { makeCustomers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expandedCustomers = new Map<unknown, boolean>([["ALFKI", true]]);
const statusOptions = ["Pending", "Packed", "Shipped", "Delivered"];

export default function CellEditingSample() {
  const [data] = useState(makeCustomers);
  const [last, setLast] = useState("Double-click a cell (or press Enter on it) to edit; Enter or Tab commits, Escape cancels.");

  const logEdit = (level: string) => (e: EditDoneEvent) => {
    const { column, oldValue, newValue } = e.detail;
    setLast(`${level}: ${column?.header ?? column?.field} changed from “${String(oldValue)}” to “${String(newValue)}”.`);
  };

  return (
    <div style={gridPage}>
      <Hint>
        Cells are editable on all three levels, each with the editor for its data type: text, number, currency, date, boolean and a status
        picked from a list. <b>{last}</b>
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={data}
          primaryKey="customerId"
          autoGenerate={false}
          expansionStates={expandedCustomers}
          onCellEditDone={logEdit("Customer")}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="customerId" header="ID" width="100px" />
          <IgrColumn field="company" header="Company" editable minWidth="200px" />
          <IgrColumn field="contact" header="Contact" editable />
          <IgrColumn field="country" header="Country" editable />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="since" header="Customer since" dataType="date" editable />
          <IgrColumn field="active" header="Active" dataType="boolean" editable />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} onCellEditDone={logEdit("Order")}>
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" editable />
            <IgrColumn field="requiredDate" header="Required" dataType="date" editable />
            <IgrColumn field="shipVia" header="Ship via" editable />
            <IgrColumn
              field="status"
              header="Status"
              editable
              // A custom editor: a native select bound to the cell's edit value.
              inlineEditorTemplate={({ cell }) => (
                <select value={String(cell.editValue)} onChange={(e) => (cell.editValue = e.target.value)} style={{ width: "100%", height: "100%" }}>
                  {statusOptions.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </select>
              )}
            />
            <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} editable />
            <IgrRowIsland childDataKey="lines" primaryKey="lineId" autoGenerate={false} onCellEditDone={logEdit("Order line")}>
              <IgrColumn field="product" header="Product" editable />
              <IgrColumn field="quantity" header="Qty" dataType="number" editable />
              <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
              <IgrColumn field="discount" header="Discount" dataType="percent" editable />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
