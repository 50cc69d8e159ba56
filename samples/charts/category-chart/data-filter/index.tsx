import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { salesRecords } from "../_shared/sales-records";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

// The chart's filter never matches a field named "year" (in OData, year is also a date function), so
// the records carry their year as "fiscalYear".
const records = salesRecords.map(({ year, ...record }) => ({ ...record, fiscalYear: year }));

// Filter expressions use an OData-like syntax over the fields of the records: eq, ne, gt, ge, lt, le, and, or.
const filters = [
  { value: "fiscalYear eq '2024'", text: "Sales in 2024" },
  { value: "product eq 'Phones'", text: "Phones only" },
  { value: "fiscalYear eq '2024' and product eq 'Laptops'", text: "Laptops in 2024" },
  { value: "quarter eq 'Q4'", text: "Holiday quarters (Q4)" },
  { value: "units gt 600", text: "Records of more than 600 units" },
  { value: "country ne 'USA' and fiscalYear ne '2022'", text: "Outside the USA, since 2023" },
  { value: "none", text: "No filter" },
] as const;

type Filter = (typeof filters)[number]["value"];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#2a9d8f"];
const outlines = ["#21867a"];

export default function DataFilterSample() {
  const [filter, setFilter] = useState<Filter>("fiscalYear eq '2024'");

  const expression = filter === "none" ? "" : filter;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Filter" value={filter} options={filters} width={300} onChange={setFilter} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        initialFilter=<code>{expression ? `"${expression}"` : '""'}</code>: the chart filters its {records.length} sales records
        before it groups them by country and sums their sales.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={records}
          chartType="Column"
          chartTitle={filters.find((f) => f.value === filter)?.text}
          yAxisTitle="Thousand USD"
          yAxisMinimumValue={0}
          initialGroups="country"
          initialSummaries="Sum(sales) as Sales"
          initialFilter={expression}
          brushes={brushes}
          outlines={outlines}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
