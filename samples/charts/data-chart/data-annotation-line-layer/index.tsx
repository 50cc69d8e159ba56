import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataAnnotationLineLayer,
  IgrDataAnnotationLineLayerModule,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartFinancialCoreModule,
  IgrDataChartFinancialModule,
  IgrFinancialPriceSeries,
  IgrFinancialPriceSeriesModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { priceBars, tickers } from "../../_shared/tickers";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartFinancialCoreModule.register();
IgrDataChartFinancialModule.register();
IgrFinancialPriceSeriesModule.register();
IgrDataChartAnnotationModule.register();
IgrDataAnnotationLineLayerModule.register();

const bars = priceBars(tickers[1]!, 150).map((b, index) => ({ ...b, index, day: b.date.toLocaleDateString("en-US", { month: "short", day: "numeric" }) }));

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
      const y1 = bars[start]![field];
      const y2 = bars[end]![field];
      // from/to label the ends on the category axis, change its middle.
      const change = ((y2 - y1) / y1) * 100;
      return { x1: start, y1, x2: end, y2, from: bars[start]!.day, to: bars[end]!.day, change: `${change >= 0 ? "+" : ""}${change.toFixed(1)}%` };
    });
  return { resistance: join(highs, "high"), support: join(lows, "low") };
}

type Labels = "x" | "y" | "none";
const labelChoices = [
  { value: "y", text: "Prices on the Y axis" },
  { value: "x", text: "Dates on the X axis" },
  { value: "none", text: "None" },
] as const;

export default function DataAnnotationLineLayerSample() {
  const [reach, setReach] = useState(12);
  const [resistanceOn, setResistanceOn] = useState(true);
  const [supportOn, setSupportOn] = useState(true);
  const [labels, setLabels] = useState<Labels>("y");
  const [changeOn, setChangeOn] = useState(true);
  const lines = useMemo(() => swingLines(reach), [reach]);

  // Both layers share their look; only the colour and data differ. Each end of a line can carry a
  // label on the category axis (X, here the item's own label) and one on the value axis (Y, its value).
  const xLabel = labels === "x" ? "DataLabel" : "Hidden";
  const yLabel = labels === "y" ? "DataValue" : "Hidden";
  const look = {
    startValueXMemberPath: "x1",
    startValueYMemberPath: "y1",
    endValueXMemberPath: "x2",
    endValueYMemberPath: "y2",
    startLabelXMemberPath: "from",
    endLabelXMemberPath: "to",
    startLabelXDisplayMode: xLabel,
    endLabelXDisplayMode: xLabel,
    startLabelYDisplayMode: yLabel,
    endLabelYDisplayMode: yLabel,
    // The centre label sits on the category axis halfway along the line (overlay text is not drawn by
    // data annotation shape layers in 19.6, so the change goes on the axis).
    centerLabelXMemberPath: "change",
    centerLabelXDisplayMode: changeOn ? "DataLabel" : "Hidden",
    centerLabelYDisplayMode: "Hidden",
    overlayTextVisible: false,
    thickness: 2,
  } as const;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Swing point reach" value={reach} min={4} max={25} format={(v) => `±${v} days`} onChange={setReach} />
        <SwitchControl label="Resistance lines" checked={resistanceOn} onChange={setResistanceOn} />
        <SwitchControl label="Support lines" checked={supportOn} onChange={setSupportOn} />
        <SelectControl label="End labels" value={labels} options={labelChoices} width={200} onChange={setLabels} />
        <SwitchControl label="Change at the middle" checked={changeOn} onChange={setChangeOn} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="WNDX daily prices with swing lines" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" label="day" dataSource={bars} />
          <IgrNumericYAxis name="price" title="USD" />
          <IgrFinancialPriceSeries
            name="prices"
            title="WNDX"
            displayType="Candlestick"
            xAxisName="days"
            yAxisName="price"
            dataSource={bars}
            openMemberPath="open"
            highMemberPath="high"
            lowMemberPath="low"
            closeMemberPath="close"
            brush="#90a4ae"
            negativeBrush="#eceff1"
            outline="#546e7a"
          />
          {/* Each data item is one line from (x1, y1) to (x2, y2): item indexes and prices. */}
          <IgrDataAnnotationLineLayer name="resistance" dataSource={lines.resistance} brush="#2e7d32" annotationBackground="#2e7d32" visibility={resistanceOn ? "Visible" : "Collapsed"} {...look} />
          <IgrDataAnnotationLineLayer name="support" dataSource={lines.support} brush="#c62828" annotationBackground="#c62828" visibility={supportOn ? "Visible" : "Collapsed"} {...look} />
        </IgrDataChart>
      </div>
    </div>
  );
}
