import { useState } from "react";
import { IgrGridLite, IgrGridLiteColumn, type SortingExpression } from "igniteui-react/grid-lite";
import { ControlBar, EventLog, Hint, SwitchControl, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products } from "../_shared/products";

const time = () => new Date().toLocaleTimeString("en-US", { hour12: false });
const describe = (x: SortingExpression) => `${String(x.key)} ${x.direction}`;

export default function SortConfigEventsSample() {
  const [log, setLog] = useState<string[]>([]);
  const [noPrice, setNoPrice] = useState(true);
  const [forceAscending, setForceAscending] = useState(false);
  const add = (line: string) => setLog((l) => [`${time()}  ${line}`, ...l].slice(0, 60));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Cancel sorting by Price" checked={noPrice} onChange={setNoPrice} />
        <SwitchControl label="Turn descending into ascending" checked={forceAscending} onChange={setForceAscending} />
      </ControlBar>
      <Hint>Click headers to sort: “sorting” fires first and may cancel or change the expression, “sorted” fires when the rows are in order.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
          <IgrGridLite
            data={products}
            style={gridLiteStyle}
            onSorting={(e) => {
              const x = e.detail;
              if (noPrice && x.key === "price") {
                e.preventDefault();
                add(`sorting  ${describe(x)} → cancelled`);
                return;
              }
              if (forceAscending && x.direction === "descending") {
                // The expression can be changed before the grid applies it.
                x.direction = "ascending";
                add(`sorting  ${String(x.key)} descending → changed to ascending`);
                return;
              }
              add(`sorting  ${describe(x)}`);
            }}
            onSorted={(e) => add(`sorted   ${describe(e.detail)}`)}
          >
            <IgrGridLiteColumn field="name" header="Product" sortable />
            <IgrGridLiteColumn field="category" header="Category" sortable />
            <IgrGridLiteColumn field="brand" header="Brand" sortable />
            <IgrGridLiteColumn field="price" header="Price" dataType="number" sortable />
            <IgrGridLiteColumn field="stock" header="Stock" dataType="number" sortable />
          </IgrGridLite>
        </div>
        <EventLog title="Events" entries={log} style={{ width: 340 }} />
      </div>
    </div>
  );
}
