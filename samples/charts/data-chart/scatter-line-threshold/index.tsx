import { useMemo, useState } from "react";
import {
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartScatterModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrScatterLineSeries,
  IgrScatterSeries,
  IgrValueOverlay,
  IgrValueOverlayModule,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, StatusLine, chartArea, chartPage } from "../../_shared/controls";
import { seededRandom } from "../../../_shared/random";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();
IgrValueOverlayModule.register();
// The overlay's axis annotation (the threshold's value on the axis) is drawn by the annotation module.
IgrDataChartAnnotationModule.register();
IgrLegendModule.register();

// Heart rate (beats per minute) of a runner during a 40-minute interval session, one reading every
// 20 seconds: warm-up, five hard intervals, cool-down. Generated with a seeded random generator.
const readings = (() => {
  const random = seededRandom(7);
  const points: { minute: number; bpm: number }[] = [];
  for (let s = 0; s <= 40 * 60; s += 20) {
    const minute = s / 60;
    let target = 95 + Math.min(minute, 8) * 6;
    if (minute >= 8 && minute < 33) target = (minute - 8) % 5 < 2.5 ? 172 : 138; // 2.5 min hard, 2.5 min easy
    if (minute >= 33) target = 138 - (minute - 33) * 6;
    const bpm = Math.round(target + (random() - 0.5) * 8);
    points.push({ minute: Math.round(minute * 100) / 100, bpm });
  }
  return points;
})();

// The component applies every new array or object it is given: one per module, not one per render.
const dashArray = [6, 4];

export default function ScatterLineThresholdSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [threshold, setThreshold] = useState(160);
  // The readings above the threshold are drawn again as red markers on top of the line.
  const above = useMemo(() => readings.filter((r) => r.bpm > threshold), [threshold]);
  const minutesAbove = Math.round((above.length * 20) / 6) / 10;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Threshold" value={threshold} min={120} max={180} step={5} format={(v) => `${v} bpm`} onChange={setThreshold} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <StatusLine>
        Time above {threshold} bpm: <b>{minutesAbove} min</b> ({above.length} of {readings.length} readings)
      </StatusLine>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Heart rate during an interval run" isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericXAxis name="minutes" title="Minutes" minimumValue={0} maximumValue={40} interval={5} />
          <IgrNumericYAxis name="bpm" title="Beats per minute" minimumValue={80} maximumValue={190} interval={10} />
          <IgrScatterLineSeries name="heartRate" title="Heart rate" dataSource={readings} xMemberPath="minute" yMemberPath="bpm" xAxisName="minutes" yAxisName="bpm" brush="#1f77b4" thickness={2} markerType="None" showDefaultTooltip={true} />
          <IgrScatterSeries name="aboveThreshold" title="Above threshold" dataSource={above} xMemberPath="minute" yMemberPath="bpm" xAxisName="minutes" yAxisName="bpm" markerType="Circle" markerBrush="#d62728" markerOutline="#d62728" brush="#d62728" />
          {/* A value overlay draws a line across the plot at one value of an axis. */}
          <IgrValueOverlay name="thresholdLine" title="Threshold" axisName="bpm" value={threshold} brush="#d62728" thickness={2} dashArray={dashArray} isAxisAnnotationEnabled={true} axisAnnotationBackground="#d62728" axisAnnotationTextColor="#ffffff" />
        </IgrDataChart>
      </div>
    </div>
  );
}
