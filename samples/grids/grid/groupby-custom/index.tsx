import { useMemo, useState } from "react";
import { IgrColumn, IgrGrid, SortingDirection, type IgrGroupByRowTemplateContext, type IgrGroupingExpression } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders, type Order } from "../_shared/orders";

type Period = "day" | "week" | "month" | "quarter" | "year";
const periodOptions: { value: Period; text: string }[] = [
  { value: "day", text: "Day" },
  { value: "week", text: "Week" },
  { value: "month", text: "Month" },
  { value: "quarter", text: "Quarter" },
  { value: "year", text: "Year" },
];

/** Monday of the date's week. */
function weekStart(date: Date): Date {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

/** A number that is the same for every date in one period. */
function periodKey(date: Date, period: Period): number {
  switch (period) {
    case "day":
      return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
    case "week":
      return weekStart(date).getTime();
    case "month":
      return date.getFullYear() * 12 + date.getMonth();
    case "quarter":
      return date.getFullYear() * 4 + Math.floor(date.getMonth() / 3);
    case "year":
      return date.getFullYear();
  }
}

function periodLabel(date: Date, period: Period): string {
  switch (period) {
    case "day":
      return date.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric" });
    case "week":
      return `Week of ${weekStart(date).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}`;
    case "month":
      return date.toLocaleDateString("en-US", { month: "long", year: "numeric" });
    case "quarter":
      return `Q${Math.floor(date.getMonth() / 3) + 1} ${date.getFullYear()}`;
    case "year":
      return String(date.getFullYear());
  }
}

const money = { currencyCode: "USD", digitsInfo: "1.2-2" };
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export default function GroupByCustomSample() {
  const [period, setPeriod] = useState<Period>("month");

  // groupingComparer decides which rows share a group: 0 means "same group".
  const grouping = useMemo<IgrGroupingExpression[]>(
    () => [
      {
        fieldName: "orderDate",
        dir: SortingDirection.Desc,
        ignoreCase: false,
        groupingComparer: (a: Date, b: Date) => periodKey(a, period) - periodKey(b, period),
      },
    ],
    [period],
  );

  const groupRow = (ctx: IgrGroupByRowTemplateContext) => {
    const group = ctx.implicit;
    const records = group.records as Order[];
    const total = records.reduce((sum, r) => sum + r.total, 0);
    return (
      <span style={{ display: "flex", gap: 16, alignItems: "baseline" }}>
        <b>{periodLabel(group.value as Date, period)}</b>
        <span style={{ opacity: 0.75 }}>
          {records.length} orders · {usd.format(total)}
        </span>
      </span>
    );
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl<Period> label="Group order dates by" value={period} options={periodOptions} onChange={setPeriod} />
      </ControlBar>
      <Hint>A custom grouping comparer puts every order of the same {period} in one group; the group row template sums it up.</Hint>
      <div style={gridArea}>
        <IgrGrid
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          groupingExpressions={grouping}
          groupRowTemplate={groupRow}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="orderId" header="Order" width="110px" />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" groupable />
          <IgrColumn field="customer" header="Customer" minWidth="200px" />
          <IgrColumn field="product" header="Product" minWidth="180px" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={money} />
        </IgrGrid>
      </div>
    </div>
  );
}
