import { useMemo, useState } from "react";
import { IgrColumn, IgrGrid, type IgrSummaryResult } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

type NumberStyle = "full" | "compact";
type DateStyle = "long" | "month" | "age";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const today = new Date(2025, 6, 1);

export default function DataSummaryFormatterSample() {
  const [numberStyle, setNumberStyle] = useState<NumberStyle>("compact");
  const [dateStyle, setDateStyle] = useState<DateStyle>("month");

  // A summaryFormatter gets each summary result and returns its text; Count keeps its plain number.
  const formatters = useMemo(() => {
    const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: numberStyle === "compact" ? "compact" : "standard", maximumFractionDigits: numberStyle === "compact" ? 1 : 2 });
    const plain = new Intl.NumberFormat("en-US", { notation: numberStyle === "compact" ? "compact" : "standard", maximumFractionDigits: 1 });
    const date = (d: Date) =>
      dateStyle === "long"
        ? d.toLocaleDateString("en-US", { weekday: "short", year: "numeric", month: "long", day: "numeric" })
        : dateStyle === "month"
          ? d.toLocaleDateString("en-US", { month: "long", year: "numeric" })
          : `${Math.round((today.getTime() - d.getTime()) / 86_400_000)} days ago`;
    return {
      money: (s: IgrSummaryResult) => (s.key === "count" ? String(s.summaryResult) : money.format(s.summaryResult as number)),
      number: (s: IgrSummaryResult) => (s.key === "count" ? String(s.summaryResult) : plain.format(s.summaryResult as number)),
      date: (s: IgrSummaryResult) => (s.key === "count" ? String(s.summaryResult) : date(new Date(s.summaryResult as Date))),
    };
  }, [numberStyle, dateStyle]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Numbers"
          value={numberStyle}
          onChange={setNumberStyle}
          options={[
            { value: "compact", text: "Compact (1.2K)" },
            { value: "full", text: "Full (1,234.50)" },
          ]}
        />
        <SelectControl
          label="Dates"
          value={dateStyle}
          onChange={setDateStyle}
          options={[
            { value: "month", text: "Month and year" },
            { value: "long", text: "Long date" },
            { value: "age", text: "Days ago" },
          ]}
        />
      </ControlBar>
      <Hint>The summaries under the columns go through summaryFormatter functions: the cells keep their own format, only the summaries change.</Hint>
      <div style={gridArea}>
        <IgrGrid data={orders} primaryKey="orderId" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="customer" header="Customer" />
          <IgrColumn field="quantity" header="Qty" dataType="number" hasSummary summaryFormatter={formatters.number} />
          <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} hasSummary summaryFormatter={formatters.money} />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} hasSummary summaryFormatter={formatters.money} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" hasSummary summaryFormatter={formatters.date} />
        </IgrGrid>
      </div>
    </div>
  );
}
