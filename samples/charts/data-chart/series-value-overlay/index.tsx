import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
  IgrValueLayer,
  IgrValueOverlay,
  IgrValueOverlayModule,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { sales } from "../../_shared/sales";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();
IgrValueOverlayModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// A value layer computes its lines from the series' data, one line per series (or one global line).
const modes = [
  { value: "Average", text: "Average of each series" },
  { value: "Maximum", text: "Maximum of each series" },
  { value: "Minimum", text: "Minimum of each series" },
  { value: "GlobalAverage", text: "Average of all series" },
  { value: "GlobalMaximum", text: "Maximum of all series" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const dashArray = [6, 3];

export default function SeriesValueOverlaySample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [mode, setMode] = useState("Average");
  const [target, setTarget] = useState(250);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Value layer" value={mode} options={modes} width={240} onChange={setMode} />
        <SliderControl label="Target (value overlay)" value={target} min={150} max={320} step={10} format={(v) => `${v}k`} onChange={setTarget} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Monthly revenue, 2024 (k$)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" dataSource={sales} label="month" interval={1} />
          <IgrNumericYAxis name="revenue" minimumValue={0} maximumValue={360} />
          <IgrColumnSeries name="north" title="North" dataSource={sales} valueMemberPath="North" xAxisName="months" yAxisName="revenue" brush="#1f77b4" outline="#1f77b4" />
          <IgrLineSeries name="west" title="West" dataSource={sales} valueMemberPath="West" xAxisName="months" yAxisName="revenue" brush="#f28e2b" thickness={3} markerType="Circle" markerBrush="#ffffff" markerOutline="#f28e2b" />
          <IgrValueLayer name="computed" valueMode={mode} dashArray={dashArray} thickness={2} isAxisAnnotationEnabled={true} />
          {/* A value overlay is a fixed value on one axis, here the revenue target. */}
          <IgrValueOverlay name="target" title="Target" axisName="revenue" value={target} brush="#2a9d4b" thickness={3} isAxisAnnotationEnabled={true} axisAnnotationBackground="#2a9d4b" axisAnnotationTextColor="#ffffff" overlayText="Target" overlayTextVisible={true} overlayTextColor="#2a9d4b" />
        </IgrDataChart>
      </div>
    </div>
  );
}
