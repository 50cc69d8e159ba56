import { useEffect, useState } from "react";
import {
  IgrAxisAnnotation,
  IgrCalloutLayer,
  IgrCategoryXAxis,
  IgrCrosshairLayer,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrFinalValueLayer,
  IgrNumericYAxis,
  IgrSplineAreaSeries,
} from "igniteui-react-charts";
import { climate } from "../../_shared/weather";
import { ControlBar, SliderControl, StatusLine, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
// Axis annotations are drawn by the annotation module: without it the axis ignores its annotations.
IgrDataChartAnnotationModule.register();
// The crosshair follows the pointer, which the interactivity module reports.
IgrDataChartInteractivityModule.register();

const madrid = climate.madrid;
const highs = madrid.map((m) => m.high);
const warmest = Math.max(...highs);
// The year's mean rather than the coolest month: December is both, and the final value layer labels December.
const mean = Math.round((highs.reduce((sum, h) => sum + h, 0) / highs.length) * 10) / 10;

// One callout on the month of the first heatwave warning (invented), as a rounded box like the axis labels.
const heatwave = [{ index: 6, value: madrid[6]!.high, label: "Heatwave warning" }];

// The deep orange of the warm labels, one shade darker than the series outline (#d84315): white reads on it at 5.6:1 (4.4:1 on #d84315).
const heat = "#bf360c";

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
      [warmest, `Warmest ${warmest} °C`, heat],
      [mean, `Mean ${mean} °C`, "#1565c0"],
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

  // Every layer that draws an annotation box has its own corner radius and padding: one setting for all.
  const pad = { left: padding, right: padding, top: padding / 2, bottom: padding / 2 };
  const corner = pill ? 99 : radius;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Corner radius" value={radius} min={0} max={16} format={(v) => `${v} px`} onChange={setRadius} />
        <SliderControl label="Padding" value={padding} min={0} max={12} format={(v) => `${v} px`} onChange={setPadding} />
        <SwitchControl label="Pill shaped" checked={pill} onChange={setPill} />
      </ControlBar>
      <StatusLine>The axis annotations, the final value, the callout and the crosshair's labels (hover the plot) share the shape.</StatusLine>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Madrid: average daily high" width="100%" height="100%">
          <IgrCategoryXAxis name="months" label="month" dataSource={madrid} />
          <IgrNumericYAxis ref={setYAxis} name="temperature" title="°C" minimumValue={0} maximumValue={40} labelLocation="OutsideRight" />
          <IgrSplineAreaSeries name="high" title="High" xAxisName="months" yAxisName="temperature" dataSource={madrid} valueMemberPath="high" brush="#ffab91" outline="#d84315" markerBrush="#ffffff" markerOutline="#d84315" />
          <IgrFinalValueLayer
            name="final"
            axisAnnotationBackground="#6d4c41"
            axisAnnotationTextColor="#ffffff"
            axisAnnotationBackgroundCornerRadius={corner}
            axisAnnotationPaddingLeft={pad.left}
            axisAnnotationPaddingRight={pad.right}
            axisAnnotationPaddingTop={pad.top}
            axisAnnotationPaddingBottom={pad.bottom}
          />
          <IgrCalloutLayer
            name="callout"
            targetSeriesName="high"
            dataSource={heatwave}
            xMemberPath="index"
            yMemberPath="value"
            labelMemberPath="label"
            calloutBackground={heat}
            calloutOutline={heat}
            calloutLeaderBrush={heat}
            calloutTextColor="#ffffff"
            calloutCornerRadius={corner}
            calloutPaddingLeft={pad.left}
            calloutPaddingRight={pad.right}
            calloutPaddingTop={pad.top}
            calloutPaddingBottom={pad.bottom}
          />
          <IgrCrosshairLayer
            name="crosshair"
            brush="#8d6e63"
            isAxisAnnotationEnabled={true}
            yAxisAnnotationInterpolatedValuePrecision={1}
            xAxisAnnotationBackgroundCornerRadius={corner}
            yAxisAnnotationBackgroundCornerRadius={corner}
            xAxisAnnotationPaddingLeft={pad.left}
            xAxisAnnotationPaddingRight={pad.right}
            xAxisAnnotationPaddingTop={pad.top}
            xAxisAnnotationPaddingBottom={pad.bottom}
            yAxisAnnotationPaddingLeft={pad.left}
            yAxisAnnotationPaddingRight={pad.right}
            yAxisAnnotationPaddingTop={pad.top}
            yAxisAnnotationPaddingBottom={pad.bottom}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
