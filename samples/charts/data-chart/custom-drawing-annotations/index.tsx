import { useCallback, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { priceHistory, stocks } from "../../_shared/stocks";
import { ControlBar, StatusLine, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();

const prices = priceHistory(stocks[0]!, 150);
const closes = prices.map((p) => p.close);
const peak = closes.indexOf(Math.max(...closes));
const trough = closes.indexOf(Math.min(...closes));
// A quiet period to box in: the 20 days with the smallest price range.
const quiet = (() => {
  let best = 0;
  let bestRange = Infinity;
  for (let i = 0; i + 20 < closes.length; i++) {
    const window = closes.slice(i, i + 20);
    const range = Math.max(...window) - Math.min(...window);
    if (range < bestRange) [best, bestRange] = [i, range];
  }
  const window = closes.slice(best, best + 20);
  return { from: best, to: best + 19, low: Math.min(...window), high: Math.max(...window) };
})();

interface Shapes {
  /** Converts an item index and a price to pixels inside the chart. */
  at: (index: number, price: number) => { x: number; y: number };
  clip: { left: number; top: number; width: number; height: number };
}

export default function CustomDrawingAnnotationsSample() {
  const [xAxis, setXAxis] = useState<IgrCategoryXAxis | null>(null);
  const [yAxis, setYAxis] = useState<IgrNumericYAxis | null>(null);
  const [shapes, setShapes] = useState<Shapes | null>(null);
  const [showTrend, setShowTrend] = useState(true);
  const [showBox, setShowBox] = useState(true);
  const [showPeak, setShowPeak] = useState(true);

  // The chart does not draw these shapes: an SVG over it does, using the axes' scaleValue to turn data
  // values into pixels. It is redrawn whenever the chart's plot area or zoom window changes.
  const redraw = useCallback(
    (chart: IgrDataChart) => {
      if (!xAxis || !yAxis) return;
      const area = chart.viewportRect;
      setShapes({ at: (index, price) => ({ x: xAxis.scaleValue(index), y: yAxis.scaleValue(price) }), clip: area });
    },
    [xAxis, yAxis],
  );
  const onChange = (s: unknown) => redraw(s as IgrDataChart);

  const trendFrom = shapes?.at(trough, closes[trough]!);
  const trendTo = shapes?.at(peak, closes[peak]!);
  const boxA = shapes?.at(quiet.from, quiet.high);
  const boxB = shapes?.at(quiet.to, quiet.low);
  const top = shapes?.at(peak, closes[peak]!);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Trend arrow" checked={showTrend} onChange={setShowTrend} />
        <SwitchControl label="Quiet period box" checked={showBox} onChange={setShowBox} />
        <SwitchControl label="Peak marker" checked={showPeak} onChange={setShowPeak} />
      </ControlBar>
      <StatusLine>Zoom with the mouse wheel or a dragged rectangle: the drawings follow the data.</StatusLine>
      <div style={{ ...chartArea, position: "relative" }}>
        <IgrDataChart
          chartTitle="ACME closing price with drawn annotations"
          isHorizontalZoomEnabled={true}
          isVerticalZoomEnabled={true}
          gridAreaRectChanged={onChange}
          actualWindowRectChanged={onChange}
          refreshCompleted={onChange}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis ref={setXAxis} name="days" label="date" dataSource={prices} />
          <IgrNumericYAxis ref={setYAxis} name="price" title="USD" />
          <IgrLineSeries name="close" title="ACME" xAxisName="days" yAxisName="price" dataSource={prices} valueMemberPath="close" brush="#78909c" thickness={2} markerType="None" />
        </IgrDataChart>
        {shapes && (
          <svg style={{ position: "absolute", inset: 0, width: "100%", height: "100%", pointerEvents: "none" }}>
            <defs>
              <clipPath id="custom-drawing-annotations-plot">
                <rect x={shapes.clip.left} y={shapes.clip.top} width={shapes.clip.width} height={shapes.clip.height} />
              </clipPath>
              <marker id="custom-drawing-annotations-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" fill="#2e7d32" />
              </marker>
            </defs>
            <g clipPath="url(#custom-drawing-annotations-plot)" fontFamily="sans-serif" fontSize={12}>
              {showBox && boxA && boxB && (
                <g>
                  <rect x={boxA.x} y={boxA.y - 6} width={boxB.x - boxA.x} height={boxB.y - boxA.y + 12} fill="rgba(255, 193, 7, 0.18)" stroke="#ffa000" strokeDasharray="5 3" rx={6} />
                  <text x={boxA.x + 6} y={boxA.y - 12} fill="#e65100">Quietest 20 days</text>
                </g>
              )}
              {showTrend && trendFrom && trendTo && (
                <g>
                  <line x1={trendFrom.x} y1={trendFrom.y} x2={trendTo.x} y2={trendTo.y} stroke="#2e7d32" strokeWidth={2.5} markerEnd="url(#custom-drawing-annotations-arrow)" />
                  <text x={(trendFrom.x + trendTo.x) / 2 + 8} y={(trendFrom.y + trendTo.y) / 2 + 18} fill="#2e7d32">
                    +{(((closes[peak]! - closes[trough]!) / closes[trough]!) * 100).toFixed(1)}% low to high
                  </text>
                </g>
              )}
              {showPeak && top && (
                <g>
                  <circle cx={top.x} cy={top.y} r={14} fill="none" stroke="#c62828" strokeWidth={2} />
                  <text x={top.x} y={top.y - 20} textAnchor="middle" fill="#c62828" fontWeight="bold">
                    Peak ${closes[peak]!.toFixed(2)}
                  </text>
                </g>
              )}
            </g>
          </svg>
        )}
      </div>
    </div>
  );
}
