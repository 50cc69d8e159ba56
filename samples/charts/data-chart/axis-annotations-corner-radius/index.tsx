import { useEffect, useState } from "react";
import {
  IgrAxisAnnotation,
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrNumericYAxis,
  IgrSplineAreaSeries,
} from "igniteui-react-charts";
import { climate } from "../../_shared/weather";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
// Axis annotations are drawn by the annotation module: without it the axis ignores its annotations.
IgrDataChartAnnotationModule.register();

const madrid = climate.madrid;
const highs = madrid.map((m) => m.high);
const warmest = Math.max(...highs);
const coolest = Math.min(...highs);

export default function AxisAnnotationsCornerRadiusSample() {
  const [yAxis, setYAxis] = useState<IgrNumericYAxis | null>(null);
  const [radius, setRadius] = useState(8);
  const [padding, setPadding] = useState(6);
  const [pill, setPill] = useState(false);

  // Rebuild the annotations whenever their shape settings change.
  useEffect(() => {
    if (!yAxis) return;
    yAxis.annotations.clear();
    for (const [value, text, color] of [
      [warmest, `Warmest ${warmest} °C`, "#d84315"],
      [coolest, `Coolest ${coolest} °C`, "#1565c0"],
    ] as const) {
      const a = new IgrAxisAnnotation();
      a.value = value;
      a.text = text;
      a.background = color;
      a.outline = color;
      a.textColor = "#ffffff";
      a.backgroundCornerRadius = radius;
      // A pill-shaped annotation rounds its ends fully, whatever the radius.
      a.isPillShaped = pill;
      a.backgroundPaddingLeft = padding;
      a.backgroundPaddingRight = padding;
      a.backgroundPaddingTop = padding / 2;
      a.backgroundPaddingBottom = padding / 2;
      yAxis.annotations.add(a);
    }
  }, [yAxis, radius, padding, pill]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Corner radius" value={radius} min={0} max={16} format={(v) => `${v} px`} onChange={setRadius} />
        <SliderControl label="Padding" value={padding} min={0} max={12} format={(v) => `${v} px`} onChange={setPadding} />
        <SwitchControl label="Pill shaped" checked={pill} onChange={setPill} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Madrid: average daily high" width="100%" height="100%">
          <IgrCategoryXAxis name="months" label="month" dataSource={madrid} />
          <IgrNumericYAxis ref={setYAxis} name="temperature" title="°C" minimumValue={0} maximumValue={40} labelLocation="OutsideRight" />
          <IgrSplineAreaSeries name="high" title="High" xAxisName="months" yAxisName="temperature" dataSource={madrid} valueMemberPath="high" brush="#ffab91" outline="#d84315" markerBrush="#ffffff" markerOutline="#d84315" />
        </IgrDataChart>
      </div>
    </div>
  );
}
