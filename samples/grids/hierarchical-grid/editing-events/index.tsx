import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { makeCustomers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);
const show = (v: unknown) => (v instanceof Date ? v.toLocaleDateString() : JSON.stringify(v));

interface EditDetail {
  column?: { field: string };
  rowKey?: unknown;
  oldValue?: unknown;
  newValue?: unknown;
  cancel?: boolean;
}

export default function EditingEventsSample() {
  const [data] = useState(makeCustomers);
  const [blockNegative, setBlockNegative] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const write = (line: string) => setLog((l) => [`${new Date().toLocaleTimeString()}  ${line}`, ...l].slice(0, 60));

  // One set of handlers for both levels; the level name goes in front of every line.
  const handlers = (level: string) => ({
    onCellEditEnter: (e: CustomEvent<EditDetail>) => write(`${level} cellEditEnter  ${e.detail.column?.field} = ${show(e.detail.oldValue)}`),
    onCellEdit: (e: CustomEvent<EditDetail>) => {
      // cellEdit can be cancelled: a negative amount never reaches the data.
      if (blockNegative && typeof e.detail.newValue === "number" && e.detail.newValue < 0) {
        e.detail.cancel = true;
        write(`${level} cellEdit       ${e.detail.column?.field}: ${show(e.detail.newValue)} rejected (negative)`);
        return;
      }
      write(`${level} cellEdit       ${e.detail.column?.field}: ${show(e.detail.oldValue)} → ${show(e.detail.newValue)}`);
    },
    onCellEditDone: (e: CustomEvent<EditDetail>) => write(`${level} cellEditDone   ${e.detail.column?.field} = ${show(e.detail.newValue)}`),
    onCellEditExit: (e: CustomEvent<EditDetail>) => write(`${level} cellEditExit   ${e.detail.column?.field}`),
  });

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Reject negative amounts (cancel cellEdit)" checked={blockNegative} onChange={setBlockNegative} />
      </ControlBar>
      <Hint>Edit cells of a customer or of an order: every editing event is logged as it fires, with the level it came from. Try a negative credit limit or freight.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrHierarchicalGrid data={data} primaryKey="customerId" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize} {...handlers("customer")}>
            <IgrColumn field="company" header="Company" editable minWidth="180px" />
            <IgrColumn field="contact" header="Contact" editable />
            <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} editable />
            <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} {...handlers("order   ")}>
              <IgrColumn field="orderId" header="Order" formatter={String} />
              <IgrColumn field="shipVia" header="Ship via" editable />
              <IgrColumn field="requiredDate" header="Required" dataType="date" editable />
              <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} editable />
            </IgrRowIsland>
          </IgrHierarchicalGrid>
        </div>
        <EventLog title="Editing events" entries={log} style={{ flex: 2, minWidth: 280 }} />
      </div>
    </div>
  );
}
