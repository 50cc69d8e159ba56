import { useEffect, useState } from "react";
import { IgrButton, IgrIconButton } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, EventLog, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { fetchProductsPage, type RemoteProduct } from "../_shared/remote-products";

const latencies = ["0", "300", "1000", "2500"] as const;
type Latency = (typeof latencies)[number];
const latencyOptions = latencies.map((v) => ({ value: v, text: v === "0" ? "No delay" : `${v} ms` }));
const sizes = ["10", "20", "50"] as const;
type Size = (typeof sizes)[number];
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** The page numbers to offer: the first, the last and the ones around the current page. */
function pageButtons(current: number, count: number): number[] {
  const pages = new Set([0, count - 1, current - 1, current, current + 1]);
  return [...pages].filter((p) => p >= 0 && p < count).sort((a, b) => a - b);
}

export default function RemotePagingDataSample() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<Size>("20");
  const [latency, setLatency] = useState<Latency>("300");
  const [rows, setRows] = useState<RemoteProduct[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [log, setLog] = useState<string[]>([]);

  useEffect(() => {
    const request = new AbortController();
    const started = performance.now();
    setLoading(true);
    fetchProductsPage(page, Number(size), Number(latency), request.signal)
      .then((result) => {
        setRows(result.rows);
        setTotal(result.total);
        const files = result.urls.map((u) => new URL(u).pathname.split("/").pop()).join(", ");
        setLog((l) => [`page ${page + 1} × ${size}: ${files} in ${Math.round(performance.now() - started)} ms`, ...l].slice(0, 30));
      })
      .catch((e: unknown) => {
        if (!request.signal.aborted) setLog((l) => [`page ${page + 1} failed: ${String(e)}`, ...l]);
      })
      .finally(() => {
        if (!request.signal.aborted) setLoading(false);
      });
    // A newer request cancels the one still on its way.
    return () => request.abort();
  }, [page, size, latency]);

  const pageCount = Math.max(1, Math.ceil(total / Number(size)));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl<Latency> label="Server delay" value={latency} options={latencyOptions} onChange={setLatency} width={150} />
        <SelectControl<Size>
          label="Rows per page"
          value={size}
          options={sizes}
          onChange={(value) => {
            setSize(value);
            setPage(0);
          }}
          width={140}
        />
        <div style={{ display: "flex", alignItems: "center", gap: 4 }}>
          <IgrIconButton variant="flat" disabled={page === 0} onClick={() => setPage(page - 1)} aria-label="Previous page">
            <span className="material-icons">chevron_left</span>
          </IgrIconButton>
          {pageButtons(page, pageCount).map((p, i, all) => (
            <span key={p} style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
              {i > 0 && p - (all[i - 1] ?? p) > 1 && <span>…</span>}
              <IgrButton variant={p === page ? "contained" : "flat"} onClick={() => setPage(p)}>
                {p + 1}
              </IgrButton>
            </span>
          ))}
          <IgrIconButton variant="flat" disabled={page >= pageCount - 1} onClick={() => setPage(page + 1)} aria-label="Next page">
            <span className="material-icons">chevron_right</span>
          </IgrIconButton>
        </div>
      </ControlBar>
      <div style={{ ...gridArea, flexDirection: "row", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrGrid data={rows} primaryKey="id" autoGenerate={false} isLoading={loading} height="100%" width="100%" style={mediumSize}>
            <IgrColumn field="id" header="ID" width="80px" />
            <IgrColumn field="name" header="Product" minWidth="180px" />
            <IgrColumn field="category" header="Category" />
            <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
            <IgrColumn field="unitsSold" header="Sold" dataType="number" />
          </IgrGrid>
        </div>
        <EventLog title="Requests" entries={log} style={{ width: 300 }} />
      </div>
    </div>
  );
}
