import { useState } from "react";
import { IgrCheckbox } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const numberKeys = ["count", "min", "max", "sum", "average"];
const dateKeys = ["count", "earliest", "latest"];

/** A row of checkboxes: ticked summaries show, unticked ones go into the column's disabledSummaries. */
function SummaryPicker({ label, keys, disabled, onChange }: { label: string; keys: string[]; disabled: string[]; onChange: (next: string[]) => void }) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
      <strong style={{ width: 80 }}>{label}</strong>
      {keys.map((key) => (
        <IgrCheckbox key={key} checked={!disabled.includes(key)} onChange={(e) => onChange(e.detail.checked ? disabled.filter((k) => k !== key) : [...disabled, key])}>
          {key}
        </IgrCheckbox>
      ))}
    </div>
  );
}

export default function DisabledSummariesSample() {
  const [quantity, setQuantity] = useState<string[]>(["min"]);
  const [total, setTotal] = useState<string[]>(["count", "min", "max"]);
  const [date, setDate] = useState<string[]>(["count"]);

  return (
    <div style={gridPage}>
      <SummaryPicker label="Qty" keys={numberKeys} disabled={quantity} onChange={setQuantity} />
      <SummaryPicker label="Total" keys={numberKeys} disabled={total} onChange={setTotal} />
      <SummaryPicker label="Ordered" keys={dateKeys} disabled={date} onChange={setDate} />
      <Hint>Each column has the default summaries for its type; disabledSummaries hides the ones you untick, without a custom summary class.</Hint>
      <div style={gridArea}>
        <IgrGrid data={orders} primaryKey="orderId" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="customer" header="Customer" />
          <IgrColumn field="product" header="Product" />
          <IgrColumn field="quantity" header="Qty" dataType="number" hasSummary disabledSummaries={quantity} />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} hasSummary disabledSummaries={total} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" hasSummary disabledSummaries={date} />
        </IgrGrid>
      </div>
    </div>
  );
}
