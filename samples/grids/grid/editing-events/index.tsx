import { useRef, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const show = (v: unknown) => (v instanceof Date ? v.toLocaleDateString() : JSON.stringify(v));

export default function EditingEventsSample() {
  const [data] = useState(() => products.slice(0, 50).map((p) => ({ ...p })));
  const [rejectNegative, setRejectNegative] = useState(true);
  const [lockDiscontinued, setLockDiscontinued] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const rules = useRef({ rejectNegative, lockDiscontinued });
  rules.current = { rejectNegative, lockDiscontinued };

  const write = (line: string) => setLog((l) => [line, ...l].slice(0, 80));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="cellEdit: reject negative numbers" checked={rejectNegative} onChange={setRejectNegative} />
        <SwitchControl label="cellEditEnter: lock discontinued products" checked={lockDiscontinued} onChange={setLockDiscontinued} />
      </ControlBar>
      <Hint>
        Every editing event is logged. Handlers can cancel: cellEditEnter refuses to open an editor on a discontinued product, and cellEdit keeps the
        editor open when a number is negative.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrGrid
            data={data}
            primaryKey="id"
            autoGenerate={false}
            height="100%"
            width="100%"
            style={mediumSize}
            onCellEditEnter={(e) => {
              const row = e.detail.rowData as { name: string; discontinued: boolean };
              if (rules.current.lockDiscontinued && row.discontinued) {
                e.detail.cancel = true;
                write(`cellEditEnter  ${e.detail.column?.field} of “${row.name}” — cancelled: discontinued`);
                return;
              }
              write(`cellEditEnter  ${e.detail.column?.field} = ${show(e.detail.oldValue)}`);
            }}
            onCellEdit={(e) => {
              const value = e.detail.newValue;
              if (rules.current.rejectNegative && typeof value === "number" && value < 0) {
                e.detail.cancel = true;
                write(`cellEdit       ${e.detail.column?.field}: ${show(value)} — cancelled: negative`);
                return;
              }
              write(`cellEdit       ${e.detail.column?.field}: ${show(e.detail.oldValue)} → ${show(value)}`);
            }}
            onCellEditDone={(e) => write(`cellEditDone   ${e.detail.column?.field} = ${show(e.detail.newValue)}`)}
            onCellEditExit={(e) => write(`cellEditExit   ${e.detail.column?.field}`)}
          >
            <IgrColumn field="name" header="Product" editable />
            <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
            <IgrColumn field="unitsInStock" header="In stock" dataType="number" editable />
            <IgrColumn field="releaseDate" header="Released" dataType="date" editable />
            <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" editable />
          </IgrGrid>
        </div>
        <EventLog title="Editing events (newest first)" entries={log} style={{ flex: 2, minWidth: 280 }} />
      </div>
    </div>
  );
}
