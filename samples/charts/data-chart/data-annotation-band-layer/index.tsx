import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataAnnotationBandLayer,
  IgrDataAnnotationBandLayerModule,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { priceHistory, stocks } from "../../_shared/stocks";
import { ControlBar, SliderControl, StatusLine, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();
IgrDataAnnotationBandLayerModule.register();

const prices = priceHistory(stocks[0]!, 160);

/** Least-squares line through the closing prices of items from..to, as a band whose breadth is `width` standard deviations. */
function trendBand(from: number, to: number, width: number) {
  const points = prices.slice(from, to + 1).map((p, i) => ({ x: from + i, y: p.close }));
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const slope = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  const at = (x: number) => my + slope * (x - mx);
  const sd = Math.sqrt(points.reduce((s, p) => s + (p.y - at(p.x)) ** 2, 0) / n);
  return { x1: from, y1: at(from), x2: to, y2: at(to), breadth: 2 * width * sd, slope };
}

export default function DataAnnotationBandLayerSample() {
  const [split, setSplit] = useState(80);
  const [width, setWidth] = useState(1.5);

  // Two channels: one before and one after the split day.
  const bands = useMemo(() => [trendBand(0, split, width), trendBand(split, prices.length - 1, width)], [split, width]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Split channels at day" value={split} min={30} max={130} onChange={setSplit} />
        <SliderControl label="Channel width" value={width} min={0.5} max={3} step={0.5} format={(v) => `±${v} σ`} onChange={setWidth} />
      </ControlBar>
      <StatusLine>
        Trend before day {split}: {bands[0]!.slope >= 0 ? "+" : ""}
        {bands[0]!.slope.toFixed(3)} USD a day; after: {bands[1]!.slope >= 0 ? "+" : ""}
        {bands[1]!.slope.toFixed(3)} USD a day.
      </StatusLine>
      <div style={chartArea}>
        <IgrDataChart chartTitle="ACME closing price with trend channels" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" label="date" dataSource={prices} />
          <IgrNumericYAxis name="price" title="USD" />
          {/* A band is a line from (x1, y1) to (x2, y2) with a breadth, in the value axis's units. */}
          <IgrDataAnnotationBandLayer
            name="channels"
            dataSource={bands}
            startValueXMemberPath="x1"
            startValueYMemberPath="y1"
            endValueXMemberPath="x2"
            endValueYMemberPath="y2"
            annotationBreadthMemberPath="breadth"
            startLabelXDisplayMode="Hidden"
            endLabelXDisplayMode="Hidden"
            brush="#42a5f5"
            outline="#1565c0"
            annotationBackground="#1565c0"
          />
          <IgrLineSeries name="close" title="ACME" xAxisName="days" yAxisName="price" dataSource={prices} valueMemberPath="close" brush="#37474f" thickness={2} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
