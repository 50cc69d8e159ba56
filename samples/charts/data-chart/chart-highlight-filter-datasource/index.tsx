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
import { categories, channels, monthlyTotals, orders, type Category, type Channel } from "../_shared/orders";
import { ControlBar, SelectControl, StatusLine, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrLegendModule.register();

const allOrders = monthlyTotals();

export default function ChartHighlightFilterDatasourceSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [category, setCategory] = useState<Category | "All">("Electronics");
  const [channel, setChannel] = useState<Channel | "All">("Online");

  // The highlighted data source has the same shape as the main one, totalled from the filtered orders.
  const keep = (o: (typeof orders)[number]) => (category === "All" || o.category === category) && (channel === "All" || o.channel === channel);
  const filtered = useMemo(() => monthlyTotals(keep), [category, channel]);
  const count = useMemo(() => orders.filter(keep).length, [category, channel]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Category" value={category} options={["All", ...categories]} onChange={setCategory} />
        <SelectControl label="Channel" value={channel} options={["All", ...channels]} onChange={setChannel} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <StatusLine>
        {count} of {orders.length} orders match the filter.
      </StatusLine>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Order value by month" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" label="month" dataSource={allOrders} />
          <IgrNumericYAxis name="revenue" title="Thousands of USD" minimumValue={0} />
          <IgrColumnSeries
            name="orders"
            title="All orders"
            highlightedTitleSuffix=" (filtered)"
            // Overlay draws the highlighted values over the faded full values (Auto leaves them hidden here).
            highlightedValuesDisplayMode="Overlay"
            xAxisName="months"
            yAxisName="revenue"
            dataSource={allOrders}
            highlightedDataSource={filtered}
            valueMemberPath="revenue"
            brush="#00897b"
            outline="#00695c"
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
