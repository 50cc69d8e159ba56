import { useState } from "react";
import { IgrGridLite, IgrGridLiteColumn, type IgrFilteredEvent, type IgrFilteringEvent } from "igniteui-react/grid-lite";
import { ControlBar, EventLog, Hint, SwitchControl, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products } from "../_shared/products";

const time = () => new Date().toLocaleTimeString("en-US", { hour12: false });

function describe(e: IgrFilteringEvent | IgrFilteredEvent, expressions: readonly { condition: unknown; searchTerm?: unknown }[]) {
  const parts = expressions.map((x) => `${typeof x.condition === "string" ? x.condition : (x.condition as { name: string }).name}${x.searchTerm !== undefined ? ` "${String(x.searchTerm)}"` : ""}`);
  return `${String(e.key)}: ${parts.join(", ") || "(none)"}`;
}

export default function FilteringConfigEventsSample() {
  const [log, setLog] = useState<string[]>([]);
  const [lockBrand, setLockBrand] = useState(true);
  const add = (line: string) => setLog((l) => [`${time()}  ${line}`, ...l].slice(0, 60));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Cancel filtering on Brand (preventDefault in filtering)" checked={lockBrand} onChange={setLockBrand} />
      </ControlBar>
      <Hint>Filter any column from the row under the headers: “filtering” fires before the change (and can cancel it), “filtered” after.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
          <IgrGridLite
            data={products}
            style={gridLiteStyle}
            onFiltering={(e) => {
              const d = e.detail;
              if (lockBrand && d.key === "brand") {
                e.preventDefault();
                add(`filtering  ${describe(d, d.expressions)} (${d.type}) → cancelled`);
                return;
              }
              add(`filtering  ${describe(d, d.expressions)} (${d.type})`);
            }}
            onFiltered={(e) => add(`filtered   ${describe(e.detail, e.detail.state)}`)}
          >
            <IgrGridLiteColumn field="name" header="Product" filterable />
            <IgrGridLiteColumn field="category" header="Category" filterable />
            <IgrGridLiteColumn field="brand" header="Brand" filterable />
            <IgrGridLiteColumn field="price" header="Price" dataType="number" filterable />
            <IgrGridLiteColumn field="stock" header="Stock" dataType="number" filterable />
          </IgrGridLite>
        </div>
        <EventLog title="Events" entries={log} style={{ width: 360 }} />
      </div>
    </div>
  );
}
