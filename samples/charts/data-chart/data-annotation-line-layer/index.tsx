import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataAnnotationLineLayer,
  IgrDataAnnotationLineLayerModule,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { priceBars, tickers } from "../../_shared/tickers";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();
IgrDataAnnotationLineLayerModule.register();

const bars = priceBars(tickers[2]!, 150).map((b, index) => ({ ...b, index, day: b.date.toLocaleDateString("en-US", { month: "short", day: "numeric" }) }));

/** Lines joining each swing high to the next (resistance) and each swing low to the next (support). */
function swingLines(reach: number) {
  const highs: number[] = [];
  const lows: number[] = [];
  for (let i = reach; i < bars.length - reach; i++) {
    const around = bars.slice(i - reach, i + reach + 1);
    if (around.every((b) => b.high <= bars[i]!.high)) highs.push(i);
    if (around.every((b) => b.low >= bars[i]!.low)) lows.push(i);
  }
  const join = (points: number[], field: "high" | "low") =>
    points.slice(1).map((end, k) => {
      const start = points[k]!;
      return { x1: start, y1: bars[start]![field], x2: end, y2: bars[end]![field] };
    });
  return { resistance: join(highs, "high"), support: join(lows, "low") };
}

export default function DataAnnotationLineLayerSample() {
  const [reach, setReach] = useState(12);
  const [resistanceOn, setResistanceOn] = useState(true);
  const [supportOn, setSupportOn] = useState(true);
  const lines = useMemo(() => swingLines(reach), [reach]);

  // Both layers share their look; only the colour and data differ.
  const look = { startValueXMemberPath: "x1", startValueYMemberPath: "y1", endValueXMemberPath: "x2", endValueYMemberPath: "y2", thickness: 2, startLabelXDisplayMode: "Hidden", endLabelXDisplayMode: "Hidden" } as const;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Swing point reach" value={reach} min={4} max={25} format={(v) => `±${v} days`} onChange={setReach} />
        <SwitchControl label="Resistance lines" checked={resistanceOn} onChange={setResistanceOn} />
        <SwitchControl label="Support lines" checked={supportOn} onChange={setSupportOn} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="GRDL daily high and low with swing lines" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" label="day" dataSource={bars} />
          <IgrNumericYAxis name="price" title="USD" />
          <IgrLineSeries name="high" title="High" xAxisName="days" yAxisName="price" dataSource={bars} valueMemberPath="high" brush="#a5d6a7" thickness={1} markerType="None" />
          <IgrLineSeries name="low" title="Low" xAxisName="days" yAxisName="price" dataSource={bars} valueMemberPath="low" brush="#ef9a9a" thickness={1} markerType="None" />
          {/* Each data item is one line from (x1, y1) to (x2, y2): item indexes and prices. */}
          <IgrDataAnnotationLineLayer name="resistance" dataSource={lines.resistance} brush="#2e7d32" annotationBackground="#2e7d32" visibility={resistanceOn ? "Visible" : "Collapsed"} {...look} />
          <IgrDataAnnotationLineLayer name="support" dataSource={lines.support} brush="#c62828" annotationBackground="#c62828" visibility={supportOn ? "Visible" : "Collapsed"} {...look} />
        </IgrDataChart>
      </div>
    </div>
  );
}
