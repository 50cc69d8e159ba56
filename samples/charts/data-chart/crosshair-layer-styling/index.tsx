import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrCrosshairLayer,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { climate } from "../../_shared/weather";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();

const madrid = climate.madrid;

const colorSets = {
  slate: { line: "#455a64", label: "#455a64", text: "#ffffff" },
  crimson: { line: "#c62828", label: "#c62828", text: "#ffffff" },
  gold: { line: "#f9a825", label: "#fff8e1", text: "#5d4037" },
};

const colorOptions = [
  { value: "slate", text: "Slate" },
  { value: "crimson", text: "Crimson" },
  { value: "gold", text: "Gold" },
] as const;

const lineOptions = [
  { value: "both", text: "Both lines" },
  { value: "vertical", text: "Vertical only" },
  { value: "horizontal", text: "Horizontal only" },
] as const;

// The component applies every new array or object it is given: one per module, not one per render.
const crosshairPoint = { x: 0.55, y: 0.5 };

export default function CrosshairLayerStylingSample() {
  const [colors, setColors] = useState<keyof typeof colorSets>("crimson");
  const [lines, setLines] = useState<(typeof lineOptions)[number]["value"]>("both");
  const [thickness, setThickness] = useState(2);
  const [dashed, setDashed] = useState(true);
  const [radius, setRadius] = useState(4);
  const [interpolate, setInterpolate] = useState(false);
  const c = colorSets[colors];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Colours" value={colors} options={colorOptions} width={140} onChange={setColors} />
        <SelectControl label="Lines" value={lines} options={lineOptions} width={170} onChange={setLines} />
        <SliderControl label="Thickness" value={thickness} min={1} max={6} format={(v) => `${v} px`} onChange={setThickness} />
        <SliderControl label="Label corner radius" value={radius} min={0} max={12} format={(v) => `${v} px`} onChange={setRadius} />
        <SwitchControl label="Dashed" checked={dashed} onChange={setDashed} />
        <SwitchControl label="Interpolate between points" checked={interpolate} onChange={setInterpolate} />
      </ControlBar>
      <div style={chartArea}>
        {/* crosshairPoint places the crosshair before the pointer moves (in 0–1 world coordinates). */}
        <IgrDataChart
          chartTitle="Madrid: average daily high and low (°C)"
          crosshairPoint={crosshairPoint}
          shouldSimulateHoverMoveCrosshairPoint={true}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="months" label="month" dataSource={madrid} />
          <IgrNumericYAxis name="temperature" title="°C" minimumValue={0} maximumValue={35} />
          <IgrLineSeries name="high" title="High" xAxisName="months" yAxisName="temperature" dataSource={madrid} valueMemberPath="high" brush="#ef6c00" thickness={3} markerType="Circle" markerBrush="#ef6c00" markerOutline="#ef6c00" />
          <IgrLineSeries name="low" title="Low" xAxisName="months" yAxisName="temperature" dataSource={madrid} valueMemberPath="low" brush="#0277bd" thickness={3} markerType="Circle" markerBrush="#0277bd" markerOutline="#0277bd" />
          <IgrCrosshairLayer
            name="crosshair"
            // The layer draws one pair of lines per series; these brushes override the series colours.
            horizontalLineStroke={c.line}
            verticalLineStroke={c.line}
            thickness={thickness}
            dashArray={dashed ? [6, 4] : undefined}
            verticalLineVisibility={lines === "horizontal" ? "Collapsed" : "Visible"}
            horizontalLineVisibility={lines === "vertical" ? "Collapsed" : "Visible"}
            useInterpolation={interpolate}
            isAxisAnnotationEnabled={true}
            xAxisAnnotationBackground={c.label}
            xAxisAnnotationTextColor={c.text}
            xAxisAnnotationOutline={c.line}
            xAxisAnnotationBackgroundCornerRadius={radius}
            yAxisAnnotationBackground={c.label}
            yAxisAnnotationTextColor={c.text}
            yAxisAnnotationOutline={c.line}
            yAxisAnnotationBackgroundCornerRadius={radius}
            yAxisAnnotationInterpolatedValuePrecision={1}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
