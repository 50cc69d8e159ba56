import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataToolTipLayer,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
  IgrSplineAreaSeries,
} from "igniteui-react-charts";
import { sales, regions, type Region } from "../../_shared/sales";
import { ControlBar, SelectControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();
IgrLegendModule.register();

// Monthly revenue target per region, in thousands of dollars (invented).
const targets: Record<Region, number> = { North: 220, South: 190, East: 240, West: 160 };

// The component applies every new array or object it is given: one per module, not one per render.
const dashArray = [6, 4];

export default function CompositeChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [region, setRegion] = useState<Region>("North");

  // Revenue, the monthly target, and the running total of the year, which has its own axis.
  const data = useMemo(() => {
    let total = 0;
    return sales.map((m) => {
      total += m[region];
      return { month: m.month, revenue: m[region], target: targets[region], ytd: total };
    });
  }, [region]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Region" value={region} options={regions} onChange={setRegion} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle={`${region} region: monthly revenue, target and year to date`} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" label="month" dataSource={data} gap={0.4} />
          <IgrNumericYAxis name="monthly" title="Monthly (thousands of USD)" minimumValue={0} maximumValue={400} />
          <IgrNumericYAxis name="cumulative" title="Year to date (thousands of USD)" minimumValue={0} labelLocation="OutsideRight" majorStrokeThickness={0} />
          {/* Three series types in one plot: an area on the second axis behind, columns and a line in front. */}
          <IgrSplineAreaSeries name="ytd" title="Year to date" xAxisName="months" yAxisName="cumulative" dataSource={data} valueMemberPath="ytd" brush="rgba(255, 167, 38, 0.25)" outline="#fb8c00" markerType="None" />
          <IgrColumnSeries name="revenue" title="Revenue" xAxisName="months" yAxisName="monthly" dataSource={data} valueMemberPath="revenue" brush="#3f51b5" outline="#283593" />
          <IgrLineSeries name="target" title="Target" xAxisName="months" yAxisName="monthly" dataSource={data} valueMemberPath="target" brush="#e53935" thickness={2} dashArray={dashArray} markerType="None" />
          <IgrDataToolTipLayer name="tooltip" />
        </IgrDataChart>
      </div>
    </div>
  );
}
