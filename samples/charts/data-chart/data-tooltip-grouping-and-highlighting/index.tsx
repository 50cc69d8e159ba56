import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataToolTipLayer,
  IgrNumericYAxis,
  IgrSplineAreaSeries,
} from "igniteui-react-charts";
import { months, orderRegions, orders, type Region } from "../_shared/orders";
import { ControlBar, SelectControl, StatusLine, chartArea, chartPage } from "../_shared/controls";
import { useChartWithTooltips } from "../_shared/tooltips";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();

/** Orders and order value per month, with the chosen region's part of each alongside. */
function monthly(region: Region) {
  const rows = months.map((month) => ({ month, count: 0, value: 0, regionCount: 0, regionValue: 0 }));
  for (const o of orders) {
    const row = rows[o.month]!;
    row.count += 1;
    row.value += o.amount / 1000;
    if (o.region === region) {
      row.regionCount += 1;
      row.regionValue += o.amount / 1000;
    }
  }
  return rows.map((r) => ({ ...r, value: Math.round(r.value * 10) / 10, regionValue: Math.round(r.regionValue * 10) / 10 }));
}

// The component applies every new array or object it is given: one per module, not one per render.
const crosshairPoint = { x: 0.55, y: 0.5 };

export default function DataTooltipGroupingAndHighlightingSample() {
  const chart = useChartWithTooltips();
  const [region, setRegion] = useState<Region>("West");
  const data = useMemo(() => monthly(region), [region]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Highlighted region" value={region} options={orderRegions} width={170} onChange={setRegion} />
      </ControlBar>
      <StatusLine>The tooltip shows the totals in one group and the highlighted region's values in another.</StatusLine>
      <div style={chartArea}>
        <IgrDataChart
          ref={chart}
          chartTitle={`Orders in 2024, ${region} highlighted`}
          crosshairPoint={crosshairPoint}
          shouldSimulateHoverMoveCrosshairPoint={true}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="months" label="month" dataSource={data} />
          <IgrNumericYAxis name="valueAxis" title="Order value (thousands of USD)" minimumValue={0} />
          <IgrNumericYAxis name="countAxis" title="Orders" minimumValue={0} labelLocation="OutsideRight" majorStrokeThickness={0} />
          {/* dataLegendGroup names the group of the full values, highlightedValuesDataLegendGroup the group of the highlighted ones. */}
          <IgrSplineAreaSeries
            name="value"
            title="Order value"
            highlightedTitleSuffix=""
            dataLegendGroup="All regions"
            highlightedValuesDataLegendGroup={region}
            highlightedValueMemberPath="regionValue"
            highlightedValuesDisplayMode="Overlay"
            xAxisName="months"
            yAxisName="valueAxis"
            dataSource={data}
            valueMemberPath="value"
            brush="#7986cb"
            outline="#3949ab"
            markerType="None"
          />
          <IgrSplineAreaSeries
            name="count"
            title="Orders"
            highlightedTitleSuffix=""
            dataLegendGroup="All regions"
            highlightedValuesDataLegendGroup={region}
            highlightedValueMemberPath="regionCount"
            highlightedValuesDisplayMode="Overlay"
            xAxisName="months"
            yAxisName="countAxis"
            dataSource={data}
            valueMemberPath="count"
            brush="#ffb74d"
            outline="#ef6c00"
            markerType="None"
          />
          <IgrDataToolTipLayer name="tooltip" groupingMode="Grouped" groupRowVisible={true} groupTextStyle="bold 12px sans-serif" summaryType="None" valueFormatMinFractions={0} valueFormatMaxFractions={1} />
        </IgrDataChart>
      </div>
    </div>
  );
}
