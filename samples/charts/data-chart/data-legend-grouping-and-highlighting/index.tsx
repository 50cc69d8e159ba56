import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataLegend,
  IgrDataLegendModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { categories, months, orders, type Category } from "../_shared/orders";
import { ControlBar, SelectControl, StatusLine, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataLegendModule.register();

/** Order value per month and channel, in thousands of dollars, with the chosen category's part alongside. */
function byChannel(category: Category) {
  const rows = months.map((month) => ({ month, store: 0, online: 0, storePart: 0, onlinePart: 0 }));
  for (const o of orders) {
    const row = rows[o.month]!;
    const k = o.amount / 1000;
    if (o.channel === "Store") row.store += k;
    else row.online += k;
    if (o.category === category) {
      if (o.channel === "Store") row.storePart += k;
      else row.onlinePart += k;
    }
  }
  return rows;
}

// The component applies every new array or object it is given: one per module, not one per render.
const crosshairPoint = { x: 0.8, y: 0.5 };

export default function DataLegendGroupingAndHighlightingSample() {
  const [chart, setChart] = useState<IgrDataChart | null>(null);
  const [category, setCategory] = useState<Category>("Electronics");
  const data = useMemo(() => byChannel(category), [category]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Highlighted category" value={category} options={categories} width={190} onChange={setCategory} />
      </ControlBar>
      <StatusLine>
        The full values are grouped as “All categories”; the highlighted values of the same series form a second group, named by
        highlightedValuesDataLegendGroup.
      </StatusLine>
      <IgrDataLegend target={chart} layoutMode="Table" groupRowVisible={true} summaryType="Total" valueFormatMode="Currency" valueFormatMaxFractions={1} unitsText="K" unitsDisplayMode="Visible" groupTextStyle="bold 13px sans-serif" />
      <div style={chartArea}>
        <IgrDataChart
          ref={setChart}
          chartTitle="Order value by channel"
          crosshairPoint={crosshairPoint}
          shouldSimulateHoverMoveCrosshairPoint={true}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="months" label="month" dataSource={data} />
          <IgrNumericYAxis name="value" title="Thousands of USD" minimumValue={0} />
          <IgrColumnSeries
            name="store"
            title="Store"
            dataLegendGroup="All categories"
            highlightedValuesDataLegendGroup={category}
            highlightedValueMemberPath="storePart"
            highlightedValuesDisplayMode="Overlay"
            xAxisName="months"
            yAxisName="value"
            dataSource={data}
            valueMemberPath="store"
            brush="#5c6bc0"
            outline="#3949ab"
          />
          <IgrColumnSeries
            name="online"
            title="Online"
            dataLegendGroup="All categories"
            highlightedValuesDataLegendGroup={category}
            highlightedValueMemberPath="onlinePart"
            highlightedValuesDisplayMode="Overlay"
            xAxisName="months"
            yAxisName="value"
            dataSource={data}
            valueMemberPath="online"
            brush="#26a69a"
            outline="#00897b"
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
