import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartStackedModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrStackedFragmentSeries,
  IgrStackedSplineSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";
import { channels, traffic } from "../_shared/traffic";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const markerTypes = ["None", "Circle", "Square", "Diamond", "Triangle"] as const;
type MarkerType = (typeof markerTypes)[number];

export default function StackedSplineChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [markerType, setMarkerType] = useState<MarkerType>("Circle");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Markers" value={markerType} options={markerTypes} width={150} onChange={setMarkerType} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Weekly shop visits by channel, stacked (thousands)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="weeks" dataSource={traffic} label="week" interval={1} />
          <IgrNumericYAxis name="visits" title="Thousand visits" minimumValue={0} />
          {/* Like a stacked line series, with smooth curves through the running totals. */}
          <IgrStackedSplineSeries name="channels" dataSource={traffic} xAxisName="weeks" yAxisName="visits" showDefaultTooltip={true}>
            {channels.map((c) => (
              <IgrStackedFragmentSeries key={c.field} name={c.field} title={c.title} valueMemberPath={c.field} brush={c.color} thickness={3} markerType={markerType} markerBrush={c.color} markerOutline="#ffffff" />
            ))}
          </IgrStackedSplineSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
