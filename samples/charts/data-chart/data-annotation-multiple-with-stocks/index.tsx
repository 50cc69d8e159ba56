import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataAnnotationLineLayer,
  IgrDataAnnotationLineLayerModule,
  IgrDataAnnotationRectLayer,
  IgrDataAnnotationRectLayerModule,
  IgrDataAnnotationSliceLayer,
  IgrDataAnnotationSliceLayerModule,
  IgrDataAnnotationStripLayer,
  IgrDataAnnotationStripLayerModule,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartFinancialCoreModule,
  IgrDataChartFinancialModule,
  IgrDataChartInteractivityModule,
  IgrFinancialPriceSeries,
  IgrFinancialPriceSeriesModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { priceBars, tickers } from "../../_shared/tickers";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartFinancialCoreModule.register();
IgrDataChartFinancialModule.register();
IgrFinancialPriceSeriesModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();
IgrDataAnnotationSliceLayerModule.register();
IgrDataAnnotationStripLayerModule.register();
IgrDataAnnotationLineLayerModule.register();
IgrDataAnnotationRectLayerModule.register();

const bars = priceBars(tickers[0]!, 90).map((b, index) => ({ ...b, index, day: b.date.toLocaleDateString("en-US", { month: "short", day: "numeric" }) }));

const lowest = bars.reduce((lo, b) => (b.low < lo.low ? b : lo), bars[0]!);
const highest = bars.reduce((hi, b) => (b.high > hi.high ? b : hi), bars[0]!);

// Every layer reads its own small data source; x values are item indexes on the category axis.
const earningsDays = [{ x: 22, label: "Q4 results" }, { x: 63, label: "Q1 results" }];
const blackout = [{ start: 15, end: 22 }, { start: 56, end: 63 }];
const swing = [{ x1: lowest.index, y1: lowest.low, x2: highest.index, y2: highest.high }];
const gapBox = (() => {
  // The largest overnight gap between one day's close and the next day's open.
  let best = 1;
  for (let i = 1; i < bars.length; i++) if (Math.abs(bars[i]!.open - bars[i - 1]!.close) > Math.abs(bars[best]!.open - bars[best - 1]!.close)) best = i;
  const a = bars[best - 1]!.close;
  const b = bars[best]!.open;
  return [{ x1: best - 1.5, y1: Math.min(a, b), x2: best + 0.5, y2: Math.max(a, b) }];
})();

const visible = (on: boolean) => (on ? "Visible" : "Collapsed");

export default function DataAnnotationMultipleWithStocksSample() {
  const [slices, setSlices] = useState(true);
  const [strips, setStrips] = useState(true);
  const [line, setLine] = useState(true);
  const [rect, setRect] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Earnings days (slice)" checked={slices} onChange={setSlices} />
        <SwitchControl label="Quiet periods (strip)" checked={strips} onChange={setStrips} />
        <SwitchControl label="Low-to-high swing (line)" checked={line} onChange={setLine} />
        <SwitchControl label="Largest gap (rect)" checked={rect} onChange={setRect} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="SOLR daily prices with data annotations" isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" label="day" dataSource={bars} />
          <IgrNumericYAxis name="price" title="USD" labelLocation="OutsideRight" />
          <IgrDataAnnotationStripLayer
            name="quiet"
            dataSource={blackout}
            targetAxisName="days"
            startValueMemberPath="start"
            endValueMemberPath="end"
            centerLabelDisplayMode="Hidden"
            startLabelDisplayMode="Hidden"
            endLabelDisplayMode="Hidden"
            brush="#9e9e9e"
            outline="#9e9e9e"
            visibility={visible(strips)}
          />
          <IgrFinancialPriceSeries
            name="prices"
            title="SOLR"
            displayType="Candlestick"
            xAxisName="days"
            yAxisName="price"
            dataSource={bars}
            openMemberPath="open"
            highMemberPath="high"
            lowMemberPath="low"
            closeMemberPath="close"
            volumeMemberPath="volume"
            brush="#26a69a"
            outline="#00796b"
            negativeBrush="#ef5350"
            negativeOutline="#c62828"
          />
          <IgrDataAnnotationSliceLayer
            name="earnings"
            dataSource={earningsDays}
            targetAxisName="days"
            annotationValueMemberPath="x"
            annotationLabelMemberPath="label"
            annotationLabelDisplayMode="DataLabel"
            brush="#1565c0"
            annotationBackground="#1565c0"
            visibility={visible(slices)}
          />
          <IgrDataAnnotationLineLayer
            name="swing"
            dataSource={swing}
            startValueXMemberPath="x1"
            startValueYMemberPath="y1"
            endValueXMemberPath="x2"
            endValueYMemberPath="y2"
            startLabelXDisplayMode="Hidden"
            endLabelXDisplayMode="Hidden"
            brush="#6a1b9a"
            thickness={2}
            annotationBackground="#6a1b9a"
            visibility={visible(line)}
          />
          <IgrDataAnnotationRectLayer
            name="gap"
            dataSource={gapBox}
            startValueXMemberPath="x1"
            startValueYMemberPath="y1"
            endValueXMemberPath="x2"
            endValueYMemberPath="y2"
            startLabelXDisplayMode="Hidden"
            endLabelXDisplayMode="Hidden"
            brush="#ff9800"
            outline="#e65100"
            annotationBackground="#e65100"
            visibility={visible(rect)}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
