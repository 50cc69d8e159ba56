import { useMemo, useState } from "react";
import { IgrPivotGrid, type IgrPivotConfiguration, type PivotAggregationType } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { sales } from "../_shared/sales";

const aggregates: { value: PivotAggregationType; text: string }[] = [
  { value: "SUM", text: "Total units" },
  { value: "AVG", text: "Average units per sale" },
  { value: "MAX", text: "Most units in one sale" },
  { value: "COUNT", text: "Number of sales" },
];

export default function AggregateUnitsSoldSample() {
  const [aggregate, setAggregate] = useState<PivotAggregationType>("SUM");
  const label = aggregates.find((a) => a.value === aggregate)?.text ?? aggregate;

  const config = useMemo<IgrPivotConfiguration>(
    () => ({
      rows: [{ memberName: "category", displayName: "Category", enabled: true, childLevel: { memberName: "product", displayName: "Product", enabled: true } }],
      columns: [{ memberName: "country", displayName: "Country", enabled: true }],
      values: [
        {
          member: "unitsSold",
          displayName: label,
          enabled: true,
          // AVG gives fractions: round them for display.
          formatter: (value: unknown) => (typeof value === "number" ? value.toLocaleString("en-US", { maximumFractionDigits: 1 }) : String(value ?? "")),
          aggregate: { key: aggregate, label, aggregatorName: aggregate },
          aggregateList: aggregates.map((a) => ({ key: a.value, label: a.text, aggregatorName: a.value })),
        },
      ],
      filters: [{ memberName: "year", displayName: "Year", enabled: true }],
    }),
    [aggregate, label],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Aggregate of units sold" value={aggregate} options={aggregates} onChange={setAggregate} width={260} />
      </ControlBar>
      <Hint>Units sold per product and country. Change the aggregate here or from the value chip’s menu; filter by year with the Year chip.</Hint>
      <div style={gridArea}>
        <IgrPivotGrid data={sales} pivotConfiguration={config} defaultExpandState height="100%" width="100%" />
      </div>
    </div>
  );
}
