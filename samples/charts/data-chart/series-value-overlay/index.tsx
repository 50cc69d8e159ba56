import { useMemo, useState } from "react";
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
import { themeInk } from "../../_shared/theme-ink";

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

// The value layer labels each line on the axis in its series' colour, in one ink for both: black reads on
// the orange (8.7:1) and on this blue, a shade lighter than #1f77b4 (4.7:1; 4.4:1 on #1f77b4). White read
// at 2.4:1 on the orange.
const north = "#287cb7";
const west = "#f28e2b";
// The target's green, dark enough for its white axis label (5.3:1; 3.5:1 on #2a9d4b).
const targetGreen = "#1e7b3a";

export default function SeriesValueOverlaySample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [mode, setMode] = useState("Average");
  const [target, setTarget] = useState(250);
  // The overlay text is written on the plot: the green mixed into the theme's text colour.
  const targetInk = useMemo(() => themeInk(targetGreen), []);

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
          <IgrColumnSeries name="north" title="North" dataSource={sales} valueMemberPath="North" xAxisName="months" yAxisName="revenue" brush={north} outline={north} />
          <IgrLineSeries name="west" title="West" dataSource={sales} valueMemberPath="West" xAxisName="months" yAxisName="revenue" brush={west} thickness={3} markerType="Circle" markerBrush="#ffffff" markerOutline={west} />
          <IgrValueLayer name="computed" valueMode={mode} dashArray={dashArray} thickness={2} isAxisAnnotationEnabled={true} yAxisAnnotationTextColor="#000000" />
          {/* A value overlay is a fixed value on one axis, here the revenue target. */}
          <IgrValueOverlay name="target" title="Target" axisName="revenue" value={target} brush={targetGreen} thickness={3} isAxisAnnotationEnabled={true} axisAnnotationBackground={targetGreen} axisAnnotationTextColor="#ffffff" overlayText="Target" overlayTextVisible={true} overlayTextColor={targetInk} />
        </IgrDataChart>
      </div>
    </div>
  );
}
