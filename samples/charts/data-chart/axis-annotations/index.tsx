import { useEffect, useState } from "react";
import {
  IgrAxisAnnotation,
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrCrosshairLayer,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { priceHistory, stocks } from "../../_shared/stocks";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
// Axis annotations are drawn by the annotation module: without it the axes ignore their annotations.
IgrDataChartAnnotationModule.register();
// The crosshair follows the pointer, which the interactivity module reports.
IgrDataChartInteractivityModule.register();

const prices = priceHistory(stocks[1]!, 90);
const closes = prices.map((p) => p.close);
const high = Math.max(...closes);
const low = Math.min(...closes);
const average = closes.reduce((sum, c) => sum + c, 0) / closes.length;
const last = closes[closes.length - 1]!;
const highDay = closes.indexOf(high);
const lowDay = closes.indexOf(low);

function annotation(value: number, text: string, background: string): IgrAxisAnnotation {
  const a = new IgrAxisAnnotation();
  a.value = value;
  a.text = text;
  a.background = background;
  a.outline = background;
  a.textColor = "#ffffff";
  a.strokeThickness = 1;
  a.backgroundPaddingLeft = 4;
  a.backgroundPaddingRight = 4;
  return a;
}

export default function AxisAnnotationsSample() {
  // The axes' annotation collections are filled in code, so the sample keeps the axis instances.
  const [xAxis, setXAxis] = useState<IgrCategoryXAxis | null>(null);
  const [yAxis, setYAxis] = useState<IgrNumericYAxis | null>(null);
  const [showLevels, setShowLevels] = useState(true);
  const [showDays, setShowDays] = useState(true);
  const [avoidCollisions, setAvoidCollisions] = useState(true);
  const [crosshair, setCrosshair] = useState(true);

  useEffect(() => {
    if (!yAxis) return;
    yAxis.annotations.clear();
    yAxis.annotations.add(annotation(last, `Last ${last.toFixed(2)}`, "#455a64"));
    if (showLevels) {
      yAxis.annotations.add(annotation(high, `High ${high.toFixed(2)}`, "#2e7d32"));
      yAxis.annotations.add(annotation(average, `Avg ${average.toFixed(2)}`, "#6a1b9a"));
      yAxis.annotations.add(annotation(low, `Low ${low.toFixed(2)}`, "#c62828"));
    }
  }, [yAxis, showLevels]);

  useEffect(() => {
    if (!xAxis) return;
    xAxis.annotations.clear();
    // On a category axis the value is the item's index.
    if (showDays) {
      xAxis.annotations.add(annotation(highDay, `Peak ${prices[highDay]!.date}`, "#2e7d32"));
      xAxis.annotations.add(annotation(lowDay, `Trough ${prices[lowDay]!.date}`, "#c62828"));
    }
  }, [xAxis, showDays]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="High, average and low on the Y axis" checked={showLevels} onChange={setShowLevels} />
        <SwitchControl label="Peak and trough days on the X axis" checked={showDays} onChange={setShowDays} />
        <SwitchControl label="Crosshair values on both axes" checked={crosshair} onChange={setCrosshair} />
        <SwitchControl label="Avoid collisions" checked={avoidCollisions} onChange={setAvoidCollisions} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="GLOBX closing price, first 90 trading days of 2024" width="100%" height="100%">
          <IgrCategoryXAxis ref={setXAxis} name="days" label="date" dataSource={prices} shouldAvoidAnnotationCollisions={avoidCollisions} />
          <IgrNumericYAxis ref={setYAxis} name="price" title="USD" shouldAvoidAnnotationCollisions={avoidCollisions} />
          <IgrLineSeries name="close" title="GLOBX" xAxisName="days" yAxisName="price" dataSource={prices} valueMemberPath="close" brush="#1e88e5" thickness={2} markerType="None" />
          {/* Layers can place annotations too: the crosshair writes the hovered day and price on the axes. */}
          <IgrCrosshairLayer name="crosshair" brush="#78909c" isAxisAnnotationEnabled={true} yAxisAnnotationInterpolatedValuePrecision={2} visibility={crosshair ? "Visible" : "Collapsed"} />
        </IgrDataChart>
      </div>
    </div>
  );
}
