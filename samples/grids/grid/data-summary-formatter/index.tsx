import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import { longDate, monthAndYear, numberStyleOptions, useSummaryFormatters } from "../../_shared/summary-formatters";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const today = new Date(2025, 6, 1);
const dateStyles = { long: longDate, month: monthAndYear, age: (d: Date) => `${Math.round((today.getTime() - d.getTime()) / 86_400_000)} days ago` };
const dateOptions = [
  { value: "month", text: "Month and year" },
  { value: "long", text: "Long date" },
  { value: "age", text: "Days ago" },
] as const;

export default function DataSummaryFormatterSample() {
  // The summaryFormatter of each column writes its summary results in the chosen styles.
  const { numberStyle, setNumberStyle, dateStyle, setDateStyle, formatters } = useSummaryFormatters(dateStyles, "month");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Numbers" value={numberStyle} onChange={setNumberStyle} options={numberStyleOptions} />
        <SelectControl label="Dates" value={dateStyle} onChange={setDateStyle} options={dateOptions} />
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
