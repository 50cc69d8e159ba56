import { useState } from "react";
import { IgrCheckbox } from "igniteui-react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);
const numberKeys = ["count", "min", "max", "sum", "average"];
const dateKeys = ["count", "earliest", "latest"];

/** A row of checkboxes: ticked summaries show, unticked ones go into the column's disabledSummaries. */
function SummaryPicker({ label, keys, disabled, onChange }: { label: string; keys: string[]; disabled: string[]; onChange: (d: string[]) => void }) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 6, flexWrap: "wrap" }}>
      <b style={{ minWidth: 150 }}>{label}</b>
      {keys.map((k) => (
        <IgrCheckbox key={k} checked={!disabled.includes(k)} onChange={(e) => onChange(e.detail.checked ? disabled.filter((d) => d !== k) : [...disabled, k])}>
          {k}
        </IgrCheckbox>
      ))}
    </div>
  );
}

export default function DisabledSummariesSample() {
  const [credit, setCredit] = useState<string[]>(["count", "min"]);
  const [since, setSince] = useState<string[]>([]);
  const [total, setTotal] = useState<string[]>(["min", "max"]);
  const [ordered, setOrdered] = useState<string[]>(["count"]);

  return (
    <div style={gridPage}>
      <div style={{ display: "flex", flexDirection: "column", gap: 4 }}>
        <SummaryPicker label="Customers: credit" keys={numberKeys} disabled={credit} onChange={setCredit} />
        <SummaryPicker label="Customers: since" keys={dateKeys} disabled={since} onChange={setSince} />
        <SummaryPicker label="Orders: total" keys={numberKeys} disabled={total} onChange={setTotal} />
        <SummaryPicker label="Orders: ordered" keys={dateKeys} disabled={ordered} onChange={setOrdered} />
      </div>
      <Hint>Every column keeps the default summaries of its type; disabledSummaries hides the unticked ones, on the customers and on every order grid.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={customers} primaryKey="customerId" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} hasSummary disabledSummaries={credit} />
          <IgrColumn field="since" header="Customer since" dataType="date" hasSummary disabledSummaries={since} />
          <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false}>
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="orderDate" header="Ordered" dataType="date" hasSummary disabledSummaries={ordered} />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} hasSummary disabledSummaries={total} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
