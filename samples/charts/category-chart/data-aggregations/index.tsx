import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { salesRecords } from "../_shared/sales-records";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

const groupFields = [
  { value: "country", text: "Country" },
  { value: "product", text: "Product" },
  { value: "year", text: "Year" },
  { value: "quarter", text: "Quarter" },
] as const;

const summaries = [
  { value: "Sum", text: "Sum" },
  { value: "Avg", text: "Average" },
  { value: "Min", text: "Minimum" },
  { value: "Max", text: "Maximum" },
  { value: "Count", text: "Count of records" },
] as const;

const measures = [
  { value: "sales", text: "Sales (thousand USD)" },
  { value: "units", text: "Units sold" },
] as const;

const sorts = [
  { value: "Desc", text: "Largest first" },
  { value: "Asc", text: "Smallest first" },
  { value: "none", text: "Group order" },
] as const;

type GroupField = (typeof groupFields)[number]["value"];
type Summary = (typeof summaries)[number]["value"];
type Measure = (typeof measures)[number]["value"];
type Sort = (typeof sorts)[number]["value"];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#6a4c93"];
const outlines = ["#4b3569"];

export default function DataAggregationsSample() {
  const [group, setGroup] = useState<GroupField>("country");
  const [summary, setSummary] = useState<Summary>("Sum");
  const [measure, setMeasure] = useState<Measure>("sales");
  const [sort, setSort] = useState<Sort>("Desc");

  // e.g. "Sum(sales) as Value": the alias names the series and is what groupSorts refers to.
  const summaryText = `${summary}(${measure}) as Value`;
  const sortText = sort === "none" ? "" : `Value ${sort}`;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Group records by" value={group} options={groupFields} width={170} onChange={setGroup} />
        <SelectControl label="Summary" value={summary} options={summaries} width={170} onChange={setSummary} />
        <SelectControl label="Of" value={measure} options={measures} width={230} onChange={setMeasure} />
        <SelectControl label="Sort groups" value={sort} options={sorts} width={170} onChange={setSort} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        {salesRecords.length} sales records, aggregated by the chart: initialGroups=<code>{group}</code>, initialSummaries=
        <code>{summaryText}</code>
        {sortText && (
          <>
            , groupSorts=<code>{sortText}</code>
          </>
        )}
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={salesRecords}
          chartType="Column"
          chartTitle={`${summaries.find((s) => s.value === summary)?.text} of ${measure} by ${group}`}
          yAxisMinimumValue={0}
          initialGroups={group}
          initialSummaries={summaryText}
          groupSorts={sortText}
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
