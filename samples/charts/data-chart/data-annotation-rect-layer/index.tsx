import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataAnnotationRectLayer,
  IgrDataAnnotationRectLayerModule,
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
IgrDataAnnotationRectLayerModule.register();

const bars = priceBars(tickers[1]!, 160).map((b, index) => ({ ...b, index, day: b.date.toLocaleDateString("en-US", { month: "short", day: "numeric" }) }));

/** Boxes around stretches of `length` days whose closing prices stay within `tolerance` (a fraction of the price). */
function tradingRanges(length: number, tolerance: number) {
  const boxes: { x1: number; y1: number; x2: number; y2: number }[] = [];
  let i = 0;
  while (i + length <= bars.length) {
    const window = bars.slice(i, i + length).map((b) => b.close);
    const low = Math.min(...window);
    const high = Math.max(...window);
    if ((high - low) / low <= tolerance) {
      boxes.push({ x1: i, y1: low, x2: i + length - 1, y2: high });
      i += length;
    } else i++;
  }
  return boxes;
}

export default function DataAnnotationRectLayerSample() {
  const [length, setLength] = useState(12);
  const [tolerance, setTolerance] = useState(5);
  const [labels, setLabels] = useState(false);
  const boxes = useMemo(() => tradingRanges(length, tolerance / 100), [length, tolerance]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Range length" value={length} min={5} max={25} format={(v) => `${v} days`} onChange={setLength} />
        <SliderControl label="Price tolerance" value={tolerance} min={2} max={10} format={(v) => `${v}%`} onChange={setTolerance} />
        <SwitchControl label="Price labels on the axis" checked={labels} onChange={setLabels} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle={`WNDX: ${boxes.length} trading ranges found`} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" label="day" dataSource={bars} />
          <IgrNumericYAxis name="price" title="USD" />
          {/* Each item gives two corners of a rectangle: x as item indexes, y as prices. */}
          <IgrDataAnnotationRectLayer
            name="ranges"
            dataSource={boxes}
            startValueXMemberPath="x1"
            startValueYMemberPath="y1"
            endValueXMemberPath="x2"
            endValueYMemberPath="y2"
            annotationLabelVisible={labels}
            startLabelXDisplayMode="Hidden"
            endLabelXDisplayMode="Hidden"
            brush="#ab47bc"
            outline="#6a1b9a"
            annotationBackground="#6a1b9a"
            annotationTextColor="#ffffff"
          />
          <IgrLineSeries name="close" title="WNDX" xAxisName="days" yAxisName="price" dataSource={bars} valueMemberPath="close" brush="#37474f" thickness={2} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
