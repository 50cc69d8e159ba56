import { useCallback, useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrActionStrip, IgrColumn, IgrGrid, IgrGridEditingActions } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, gridPage, mediumSize } from "../../_shared/controls";
import { CustomerApi, type Customer } from "./customer-api";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function BindingCrudDataSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [api] = useState(() => new CustomerApi());
  const [data, setData] = useState<Customer[]>([]);
  const [loading, setLoading] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const requests = useRef(0);

  const write = (line: string) => setLog((l) => [line, ...l].slice(0, 60));

  /** Logs a request under its number, runs it, then logs the answer under the same number. */
  const request = useCallback(async (label: string, call: () => Promise<unknown>) => {
    const number = `#${++requests.current}`;
    write(`${number} → ${label}`);
    try {
      await call();
      write(`${number} ← ${label}  200 OK`);
    } catch (error) {
      write(`${number} ← ${label}  failed: ${(error as Error).message}`);
    }
  }, []);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoading(true);
      void request("GET /customers", async () => {
        const rows = await api.list(signal);
        if (signal?.aborted) return;
        setData(rows);
        setLoading(false);
      });
    },
    [api, request],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={() => gridRef.current?.beginAddRowByIndex(0)} disabled={loading}>
          Add customer
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => load()} disabled={loading}>
          Reload from the server
        </IgrButton>
      </ControlBar>
      <Hint>
        Edit a row (double-click or the row's action strip), add or delete one: each change is sent to the simulated service, which answers
        after {api.latencyMs} ms ({2 * api.latencyMs} ms for the whole list).
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrGrid
            ref={gridRef}
            data={data}
            primaryKey="id"
            autoGenerate={false}
            rowEditable
            isLoading={loading}
            emptyGridMessage="No customers"
            height="100%"
            width="100%"
            style={mediumSize}
            // The service gives new rows their id; reserve it before the row is committed.
            onRowAdd={(e) => {
              e.detail.data.id = api.newId();
            }}
            onRowAdded={(e) => void request(`POST /customers (${(e.detail.data as Customer).company || "new"})`, () => api.create(e.detail.data as Customer))}
            onRowEditDone={(e) => {
              if (!e.detail.isAddRow) void request(`PUT /customers/${e.detail.rowKey}`, () => api.update(e.detail.newValue as Customer));
            }}
            onRowDeleted={(e) => void request(`DELETE /customers/${e.detail.rowKey}`, () => api.remove(e.detail.rowKey as number))}
          >
            <IgrColumn field="id" header="ID" width="80px" editable={false} />
            <IgrColumn field="company" header="Company" editable />
            <IgrColumn field="contact" header="Contact" editable />
            <IgrColumn field="title" header="Title" editable />
            <IgrColumn field="city" header="City" editable />
            <IgrColumn field="country" header="Country" editable />
            <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} editable />
            <IgrColumn field="customerSince" header="Customer since" dataType="date" editable />
            <IgrActionStrip>
              <IgrGridEditingActions addRow />
            </IgrActionStrip>
          </IgrGrid>
        </div>
        <EventLog title="Requests" entries={log} style={{ flex: 1, minWidth: 260 }} />
      </div>
    </div>
  );
}
