import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrActionStrip, IgrColumn, IgrGridEditingActions, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { makeCustomers } from "../_shared/customers";
import type { RowAddEvent } from "../_shared/events";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

export default function RowAddingSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [data] = useState(makeCustomers);
  const [log, setLog] = useState<string[]>([]);
  const nextOrderId = useRef(20000);
  const note = (line: string) => setLog((l) => [line, ...l].slice(0, 30));

  // rowAdd runs before the new row is committed: it can fill in values or refuse the row.
  const onCustomerAdd = (e: RowAddEvent) => {
    const row = e.detail.rowData as { customerId?: string; company?: string; orders?: unknown[] };
    if (!row.company) {
      e.detail.cancel = true;
      note("Refused a customer without a company name.");
      return;
    }
    row.customerId ||= row.company.replace(/[^A-Za-z]/g, "").slice(0, 5).toUpperCase();
    row.orders = [];
    note(`Added customer ${row.customerId} ${row.company}`);
  };
  const onOrderAdd = (e: RowAddEvent) => {
    const row = e.detail.rowData as { orderId?: number; shipVia?: string; lines?: unknown[] };
    row.orderId = nextOrderId.current++;
    row.shipVia ||= "Speedy Express";
    row.lines = [];
    note(`Added order ${row.orderId}`);
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={() => gridRef.current?.beginAddRowByIndex(0)}>Add a customer at the top</IgrButton>
      </ControlBar>
      <Hint>
        Or hover a customer or an order and use the action strip's add button: the new row opens below it, in the same grid. Fill it in and
        press Enter or Done. A customer needs a company name; an order gets its number when it is saved.
      </Hint>
      <div style={{ ...gridArea, flexDirection: "row", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrHierarchicalGrid
            ref={gridRef}
            data={data}
            primaryKey="customerId"
            autoGenerate={false}
            rowEditable
            expansionStates={expanded}
            onRowAdd={onCustomerAdd}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="customerId" header="ID" width="100px" editable />
            <IgrColumn field="company" header="Company" minWidth="190px" editable />
            <IgrColumn field="contact" header="Contact" editable />
            <IgrColumn field="country" header="Country" editable />
            <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} editable />
            <IgrActionStrip>
              <IgrGridEditingActions addRow />
            </IgrActionStrip>
            <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} rowEditable onRowAdd={onOrderAdd}>
              <IgrColumn field="orderId" header="Order" formatter={String} editable={false} />
              <IgrColumn field="orderDate" header="Ordered" dataType="date" editable />
              <IgrColumn field="shipVia" header="Ship via" editable />
              <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} editable />
              <IgrActionStrip>
                <IgrGridEditingActions addRow />
              </IgrActionStrip>
            </IgrRowIsland>
          </IgrHierarchicalGrid>
        </div>
        <EventLog title="Added rows" entries={log} style={{ width: 260 }} />
      </div>
    </div>
  );
}
