import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartStackedModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrStackedColumnSeries,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { categories, channels, orderRegions, orders, type Channel } from "../_shared/orders";
import { ControlBar, SelectControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
// The series' default tooltips follow the pointer through the interactivity module.
IgrDataChartInteractivityModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartStackedModule.register();
IgrLegendModule.register();

const colors = { Electronics: "#3949ab", Clothing: "#d81b60", Home: "#00897b", Sports: "#fb8c00" };

export default function ItemizedStackedColumnChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [channel, setChannel] = useState<Channel | "All">("All");

  // One row per region; every product category is an item with its own column in the row.
  const rows = useMemo(
    () =>
      orderRegions.map((region) => {
        const row: Record<string, string | number> = { region };
        for (const c of categories) {
          const total = orders.filter((o) => o.region === region && o.category === c && (channel === "All" || o.channel === channel)).reduce((s, o) => s + o.amount, 0);
          row[c] = Math.round(total / 100) / 10;
        }
        return row;
      }),
    [channel],
  );

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Channel" value={channel} options={["All", ...channels]} width={140} onChange={setChannel} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Order value by region and product category, 2024" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="regions" label="region" dataSource={rows} gap={0.5} />
          <IgrNumericYAxis name="value" title="Thousands of USD" minimumValue={0} />
          {/* Each item (product category) is a fragment of the stack, with its own colour and legend entry. */}
          <IgrStackedColumnSeries name="stack" xAxisName="regions" yAxisName="value" dataSource={rows} showDefaultTooltip={true}>
            {categories.map((c) => (
              <IgrStackedFragmentSeries key={c} name={c} title={c} valueMemberPath={c} brush={colors[c]} outline={colors[c]} />
            ))}
          </IgrStackedColumnSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
