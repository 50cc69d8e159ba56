import { useEffect, useMemo, useRef, useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { seededRandom } from "../../../_shared/random";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";

IgrDataGridModule.register();

const counts = ["10000", "100000", "250000"] as const;
type Count = (typeof counts)[number];
const regions = ["North", "South", "East", "West", "Central"];
const products = ["Laptop", "Phone", "Tablet", "Monitor", "Printer", "Router", "Camera", "Speaker"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

type Row = Record<string, string | number>;

/** Rows of 16 columns: an order, its region and product, and twelve monthly amounts. */
function makeRows(count: number): Row[] {
  const r = seededRandom(count);
  const rows: Row[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const row: Row = { id: i + 1, region: regions[i % regions.length]!, product: products[Math.floor(r() * products.length)]!, total: 0 };
    let total = 0;
    for (const m of months) {
      const v = Math.round(r() * 10_000);
      row[m] = v;
      total += v;
    }
    row.total = total;
    rows[i] = row;
  }
  return rows;
}

export default function DataGridPerformanceSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [count, setCount] = useState<Count>("100000");
  const [live, setLive] = useState(false);
  const { rows, timing } = useMemo(() => {
    const start = performance.now();
    const made = makeRows(Number(count));
    const ms = Math.round(performance.now() - start);
    return { rows: made, timing: `${Number(count).toLocaleString()} rows × ${4 + months.length} columns generated in ${ms} ms` };
  }, [count]);

  // Live mode rewrites 200 random rows ten times a second.
  useEffect(() => {
    if (!live) return;
    const r = seededRandom(9);
    const id = window.setInterval(() => {
      for (let n = 0; n < 200; n++) {
        const index = Math.floor(r() * rows.length);
        const old = rows[index]!;
        const next: Row = { ...old, Jan: Math.round(r() * 10_000) };
        next.total = months.reduce((sum, m) => sum + Number(next[m]), 0);
        rows[index] = next;
        gridRef.current?.notifySetItem(index, old, next);
      }
    }, 100);
    return () => window.clearInterval(id);
  }, [live, rows]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Rows"
          value={count}
          options={counts.map((c) => ({ value: c, text: Number(c).toLocaleString() }))}
          onChange={setCount}
          width={150}
        />
        <SwitchControl label="Live updates (2,000 cells a second)" checked={live} onChange={setLive} />
      </ControlBar>
      <Hint>{timing}. Rows and columns are virtualized: scroll fast, sort a column or resize, and only the visible cells are drawn.</Hint>
      <div style={gridArea}>
        <IgrDataGrid key={count} ref={gridRef} height="100%" width="100%" dataSource={rows} autoGenerateColumns={false} defaultColumnMinWidth={90}>
          <IgrNumericColumn field="id" headerText="Order" width="100" pinned="Left" sortDirection="Ascending" />
          <IgrTextColumn field="region" headerText="Region" width="110" />
          <IgrTextColumn field="product" headerText="Product" width="110" />
          {months.map((m) => (
            <IgrNumericColumn key={m} field={m} headerText={m} width="90" showGroupingSeparator />
          ))}
          <IgrNumericColumn field="total" headerText="Total" width="120" showGroupingSeparator pinned="Right" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
