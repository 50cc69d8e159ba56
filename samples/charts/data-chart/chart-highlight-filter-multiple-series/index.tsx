import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { categories, orderRegions, orders, type Category } from "../_shared/orders";
import { ControlBar, SelectControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrLegendModule.register();

const quarters = ["Q1", "Q2", "Q3", "Q4"];
const colors = { North: "#1e88e5", South: "#43a047", East: "#fb8c00", West: "#8e24aa" };

/** Order value per quarter and region, in thousands of dollars; `name` holds the total and `nameHighlight` the filtered part. */
function quarterlyByRegion(category: Category | "All") {
  const rows = quarters.map((quarter) => {
    const row: Record<string, string | number> = { quarter };
    for (const r of orderRegions) {
      row[r] = 0;
      row[`${r}Highlight`] = 0;
    }
    return row;
  });
  for (const o of orders) {
    const row = rows[Math.floor(o.month / 3)]!;
    row[o.region] = (row[o.region] as number) + o.amount / 1000;
    if (category === "All" || o.category === category) row[`${o.region}Highlight`] = (row[`${o.region}Highlight`] as number) + o.amount / 1000;
  }
  return rows;
}

export default function ChartHighlightFilterMultipleSeriesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [category, setCategory] = useState<Category | "All">("Home");
  const data = useMemo(() => quarterlyByRegion(category), [category]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Highlight category" value={category} options={["All", ...categories]} onChange={setCategory} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Order value by quarter and region, 2024" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="quarters" label="quarter" dataSource={data} gap={0.3} />
          <IgrNumericYAxis name="revenue" title="Thousands of USD" minimumValue={0} />
          {/* Every series gets its own highlighted member: the same filter applies to all four regions. */}
          {orderRegions.map((r) => (
            <IgrColumnSeries
              key={r}
              name={r}
              title={r}
              highlightedTitleSuffix={` (${category})`}
              // Overlay draws the highlighted values over the faded full values (Auto leaves them hidden here).
              highlightedValuesDisplayMode="Overlay"
              xAxisName="quarters"
              yAxisName="revenue"
              dataSource={data}
              valueMemberPath={r}
              highlightedValueMemberPath={`${r}Highlight`}
              brush={colors[r]}
              outline={colors[r]}
            />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
