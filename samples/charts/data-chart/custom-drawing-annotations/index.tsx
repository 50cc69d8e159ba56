import { useCallback, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLineSeries,
  IgrNumericYAxis,
  type IgrPlotAreaMouseButtonEventArgs,
  type IgrPlotAreaMouseEventArgs,
} from "igniteui-react-charts";
import { priceHistory, stocks } from "../../_shared/stocks";
import { ControlBar, SelectControl, StatusLine, ToggleGroup, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
// Plot area mouse events, wheel zoom and drag zoom come from the interactivity module.
IgrDataChartInteractivityModule.register();

const prices = priceHistory(stocks[0]!, 150);
const closes = prices.map((p) => p.close);

type Tool = "line" | "box" | "zoom";
const tools: { value: Tool; text: string }[] = [
  { value: "line", text: "Draw a line" },
  { value: "box", text: "Draw a box" },
  { value: "zoom", text: "Zoom" },
];

const colors = [
  { value: "#2e7d32", text: "Green" },
  { value: "#c62828", text: "Red" },
  { value: "#ef6c00", text: "Orange" },
  { value: "#1565c0", text: "Blue" },
] as const;
type Color = (typeof colors)[number]["value"];

/** A drawing in data coordinates (x: item index, y: price), so it stays on its prices when the chart zooms. */
interface Drawing {
  kind: "line" | "box";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: Color;
}

// Two drawings to start with: the rise from the lowest to the highest close, and a box around the highest.
const low = closes.indexOf(Math.min(...closes));
const high = closes.indexOf(Math.max(...closes));
const starters: Drawing[] = [
  { kind: "line", x1: low, y1: closes[low]!, x2: high, y2: closes[high]!, color: "#2e7d32" },
  { kind: "box", x1: high - 4, y1: closes[high]! - 3, x2: high + 4, y2: closes[high]! + 1.5, color: "#c62828" },
];

export default function CustomDrawingAnnotationsSample() {
  const xAxis = useRef<IgrCategoryXAxis>(null);
  const yAxis = useRef<IgrNumericYAxis>(null);
  const [tool, setTool] = useState<Tool>("line");
  const [color, setColor] = useState<Color>("#ef6c00");
  const [drawings, setDrawings] = useState<Drawing[]>(starters);
  const [draft, setDraft] = useState<Drawing | null>(null);
  // The plot area in pixels. A new object on every layout or zoom change re-renders the overlay, whose
  // shapes are placed from the axes' current scale.
  const [plot, setPlot] = useState<{ left: number; top: number; width: number; height: number } | null>(null);

  const measure = useCallback((chart: IgrDataChart) => {
    const { left, top, width, height } = chart.viewportRect;
    setPlot({ left, top, width, height });
  }, []);
  const onChartChange = (chart: unknown) => measure(chart as IgrDataChart);

  // The axes turn a pixel position of the chart into data values and back.
  const toData = (e: { chartPosition: { x: number; y: number } }) => ({
    x: xAxis.current!.unscaleValue(e.chartPosition.x),
    y: yAxis.current!.unscaleValue(e.chartPosition.y),
  });
  const toPixels = (x: number, y: number) => ({ x: xAxis.current!.scaleValue(x), y: yAxis.current!.scaleValue(y) });

  const startDrawing = (_chart: unknown, e: IgrPlotAreaMouseButtonEventArgs) => {
    if (tool === "zoom" || !xAxis.current || !yAxis.current) return;
    const { x, y } = toData(e);
    setDraft({ kind: tool, x1: x, y1: y, x2: x, y2: y, color });
  };
  const continueDrawing = (_chart: unknown, e: IgrPlotAreaMouseEventArgs) => {
    if (!draft || !xAxis.current || !yAxis.current) return;
    const { x, y } = toData(e);
    setDraft({ ...draft, x2: x, y2: y });
  };
  const finishDrawing = () => {
    // A click without a drag draws nothing.
    if (draft && (Math.abs(draft.x2 - draft.x1) > 0.5 || Math.abs(draft.y2 - draft.y1) > 0.1)) setDrawings((list) => [...list, draft]);
    setDraft(null);
  };

  const shape = (d: Drawing, key: string, dashed = false) => {
    const a = toPixels(d.x1, d.y1);
    const b = toPixels(d.x2, d.y2);
    const dash = dashed ? "6 4" : undefined;
    return d.kind === "line" ? (
      <line key={key} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={d.color} strokeWidth={3} strokeDasharray={dash} strokeLinecap="round" />
    ) : (
      <rect key={key} x={Math.min(a.x, b.x)} y={Math.min(a.y, b.y)} width={Math.abs(b.x - a.x)} height={Math.abs(b.y - a.y)} fill={d.color} fillOpacity={0.15} stroke={d.color} strokeWidth={2} strokeDasharray={dash} rx={4} />
    );
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Tool" value={tool} options={tools} onChange={setTool} />
        <SelectControl label="Colour" value={color} options={colors} width={140} onChange={setColor} />
        <IgrButton variant="outlined" disabled={drawings.length === 0} onClick={() => setDrawings((list) => list.slice(0, -1))}>
          Undo
        </IgrButton>
        <IgrButton variant="flat" disabled={drawings.length === 0} onClick={() => setDrawings([])}>
          Clear
        </IgrButton>
      </ControlBar>
      <StatusLine>
        {tool === "zoom"
          ? "Drag a rectangle or use the mouse wheel to zoom: the drawings stay on their prices."
          : `Drag on the plot to draw a ${tool === "line" ? "line" : "box"} (${drawings.length} drawn).`}
      </StatusLine>
      <div style={{ ...chartArea, position: "relative" }} onPointerUp={finishDrawing} onPointerLeave={finishDrawing}>
        <IgrDataChart
          chartTitle="ACME closing price: draw your own annotations"
          // While a drawing tool is picked, a drag on the plot draws instead of zooming.
          defaultInteraction={tool === "zoom" ? "DragZoom" : "None"}
          isHorizontalZoomEnabled={true}
          isVerticalZoomEnabled={true}
          plotAreaMouseLeftButtonDown={startDrawing}
          plotAreaMouseOver={continueDrawing}
          plotAreaMouseLeftButtonUp={finishDrawing}
          gridAreaRectChanged={onChartChange}
          actualWindowRectChanged={onChartChange}
          refreshCompleted={onChartChange}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis ref={xAxis} name="days" label="date" dataSource={prices} />
          <IgrNumericYAxis ref={yAxis} name="price" title="USD" />
          <IgrLineSeries name="close" title="ACME" xAxisName="days" yAxisName="price" dataSource={prices} valueMemberPath="close" brush="#78909c" thickness={2} markerType="None" />
        </IgrDataChart>
        {/* The chart does not draw these: an SVG over it does, clipped to the plot area. */}
        {plot && xAxis.current && yAxis.current && (
          <svg style={{ position: "absolute", inset: 0, width: "100%", height: "100%", pointerEvents: "none" }}>
            <defs>
              <clipPath id="custom-drawing-annotations-plot">
                <rect x={plot.left} y={plot.top} width={plot.width} height={plot.height} />
              </clipPath>
            </defs>
            <g clipPath="url(#custom-drawing-annotations-plot)">
              {drawings.map((d, i) => shape(d, `drawing-${i}`))}
              {draft && shape(draft, "draft", true)}
            </g>
          </svg>
        )}
      </div>
    </div>
  );
}
