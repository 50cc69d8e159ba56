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
import { sales, regions, type Region } from "../../_shared/sales";
import { ControlBar, SelectControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrLegendModule.register();

const modes = [
  { value: "Overlay", text: "Overlay" },
  { value: "Hidden", text: "Hidden" },
] as const;

export default function ChartHighlightFilterSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [region, setRegion] = useState<Region>("East");
  const [mode, setMode] = useState<(typeof modes)[number]["value"]>("Overlay");

  // Every month carries the total of all regions and, as its highlighted value, the chosen region's part.
  const data = useMemo(
    () => sales.map((m) => ({ month: m.month, total: m.North + m.South + m.East + m.West, region: m[region] })),
    [region],
  );

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Highlight region" value={region} options={regions} onChange={setRegion} />
        <SelectControl label="Highlighted values" value={mode} options={modes} onChange={setMode} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle={`Monthly revenue: all regions, ${region} highlighted`} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" label="month" dataSource={data} />
          <IgrNumericYAxis name="revenue" title="Thousands of USD" minimumValue={0} />
          {/* highlightedValueMemberPath: the full column fades and the highlighted part is drawn over it. */}
          <IgrColumnSeries
            name="allRegions"
            title="All regions"
            highlightedTitleSuffix={` (${region})`}
            xAxisName="months"
            yAxisName="revenue"
            dataSource={data}
            valueMemberPath="total"
            highlightedValueMemberPath="region"
            highlightedValuesDisplayMode={mode}
            highlightedValuesFadeOpacity={0.35}
            brush="#5c6bc0"
            outline="#303f9f"
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
