import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type IgrCellTemplateContext } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { makeCustomers, shippers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

/** An inline editor for Ship via: a select of the known shippers bound to the cell's edit value. */
const ShipperEditor = ({ cell }: IgrCellTemplateContext) => (
  <select value={String(cell.editValue)} onChange={(e) => (cell.editValue = e.target.value)} style={{ width: "100%", height: "100%" }}>
    {shippers.map((s) => (
      <option key={s}>{s}</option>
    ))}
  </select>
);

export default function EditingColumnsSample() {
  const [data] = useState(makeCustomers);
  const [editContact, setEditContact] = useState(true);
  const [editCredit, setEditCredit] = useState(true);
  const [editOrders, setEditOrders] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Contact editable" checked={editContact} onChange={setEditContact} />
        <SwitchControl label="Credit limit editable" checked={editCredit} onChange={setEditCredit} />
        <SwitchControl label="Order columns editable" checked={editOrders} onChange={setEditOrders} />
      </ControlBar>
      <Hint>
        Each column decides whether it can be edited, on each level. Double-click an editable cell: text, number, date and boolean columns get
        their type's editor, and Ship via gets a select through an inline editor template. Company and the order number are never editable.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={data} primaryKey="customerId" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="company" header="Company" minWidth="200px" editable={false} />
          <IgrColumn field="contact" header="Contact" editable={editContact} />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} editable={editCredit} />
          <IgrColumn field="since" header="Customer since" dataType="date" editable />
          <IgrColumn field="active" header="Active" dataType="boolean" editable />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
            <IgrColumn field="orderId" header="Order" formatter={String} editable={false} />
            <IgrColumn field="requiredDate" header="Required" dataType="date" editable={editOrders} />
            <IgrColumn field="shipVia" header="Ship via" editable={editOrders} inlineEditorTemplate={ShipperEditor} />
            <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} editable={editOrders} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
