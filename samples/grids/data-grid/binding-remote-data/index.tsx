import { useEffect, useState } from "react";
import { IgrButton, IgrCircularProgress } from "igniteui-react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { fetchSiteJson } from "../../../_shared/site-data";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";

IgrDataGridModule.register();

interface Customer {
  id: string;
  name: string;
  company: string;
  region: string;
  city: string;
  since: number;
  orders: number;
  revenue: number;
}

const latencies = ["300", "1000", "2500"] as const;

export default function BindingRemoteDataSample() {
  const [latency, setLatency] = useState<(typeof latencies)[number]>("1000");
  const [request, setRequest] = useState(0);
  const [data, setData] = useState<Customer[] | null>(null);
  const [status, setStatus] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setData(null);
    setStatus(undefined);
    const start = performance.now();
    fetchSiteJson<Customer[]>("grids/data-grid/customers.json", Number(latency), controller.signal)
      .then((rows) => {
        setData(rows);
        setStatus(`Loaded ${rows.length} customers in ${Math.round(performance.now() - start)} ms.`);
      })
      .catch((e: Error) => {
        if (!controller.signal.aborted) setStatus(`Could not load the customers: ${e.message}`);
      });
    return () => controller.abort();
  }, [latency, request]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Simulated latency"
          value={latency}
          options={latencies.map((l) => ({ value: l, text: `${l} ms` }))}
          onChange={setLatency}
          width={170}
        />
        <IgrButton variant="outlined" onClick={() => setRequest((n) => n + 1)}>
          Reload
        </IgrButton>
      </ControlBar>
      <Hint>The customers come from customers.json on this site, fetched after a simulated server delay. {status ?? "Loading…"}</Hint>
      <div style={{ ...gridArea, position: "relative" }}>
        <IgrDataGrid height="100%" width="100%" dataSource={data ?? []} autoGenerateColumns={false}>
          <IgrTextColumn field="id" headerText="ID" width="90" sortDirection="Ascending" />
          <IgrTextColumn field="name" headerText="Contact" width="*>150" />
          <IgrTextColumn field="company" headerText="Company" width="*>180" />
          <IgrTextColumn field="region" headerText="Region" width="*>110" />
          <IgrTextColumn field="city" headerText="City" width="*>120" />
          <IgrNumericColumn field="since" headerText="Customer since" width="*>130" />
          <IgrNumericColumn field="orders" headerText="Orders" width="*>90" />
          <IgrNumericColumn field="revenue" headerText="Revenue" positivePrefix="$" showGroupingSeparator width="*>120" />
        </IgrDataGrid>
        {!data && (
          <div style={{ position: "absolute", inset: 0, display: "flex", alignItems: "center", justifyContent: "center", gap: 12, background: "hsl(from var(--ig-surface-500) h s l / 70%)" }}>
            <IgrCircularProgress indeterminate />
            <span>Loading customers…</span>
          </div>
        )}
      </div>
    </div>
  );
}
