import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import { longDate, monthAndYear, numberStyleOptions, useSummaryFormatters } from "../../_shared/summary-formatters";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const dateStyles = { long: longDate, month: monthAndYear, quarter: (d: Date) => `Q${Math.floor(d.getMonth() / 3) + 1} ${d.getFullYear()}` };
const dateOptions = [
  { value: "month", text: "Month and year" },
  { value: "quarter", text: "Quarter" },
  { value: "long", text: "Long date" },
] as const;

export default function TreeGridDataSummaryFormatterSample() {
  // Each column's summaryFormatter writes the summaries in the styles picked above, at every level.
  const { numberStyle, setNumberStyle, dateStyle, setDateStyle, formatters } = useSummaryFormatters(dateStyles, "month");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Numbers" value={numberStyle} onChange={setNumberStyle} options={numberStyleOptions} />
        <SelectControl label="Dates" value={dateStyle} onChange={setDateStyle} options={dateOptions} />
      </ControlBar>
      <Hint>Each column's summaryFormatter writes the summary values its own way, for the whole grid and for each order's line items.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          key={`${numberStyle}-${dateStyle}`}
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          expansionDepth={0}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer / product" minWidth="220px" />
          <IgrColumn field="quantity" header="Qty" dataType="number" hasSummary summaryFormatter={formatters.number} />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} hasSummary summaryFormatter={formatters.money} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" hasSummary summaryFormatter={formatters.date} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
