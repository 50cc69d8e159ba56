import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLineSeries,
  IgrNumericYAxis,
  type IgrSeriesViewer,
} from "igniteui-react-charts";
import type { IgRect, IgrRectChangedEventArgs } from "igniteui-react-core";
import { priceHistory, stocks } from "../../_shared/stocks";
import { ControlBar, SelectControl, StatusLine, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();

const prices = priceHistory(stocks[2]!, 500);

const interactions = [
  { value: "DragZoom", text: "Drag to zoom" },
  { value: "DragPan", text: "Drag to pan" },
  { value: "None", text: "No drag action" },
] as const;

const modifiers = [
  { value: "Shift", text: "Shift" },
  { value: "Control", text: "Ctrl" },
  { value: "Alt", text: "Alt" },
] as const;

// The window is the visible part of the chart, as fractions (0–1) of its full width and height.
const clamp = (r: IgRect): IgRect => {
  const width = Math.min(1, Math.max(0.02, r.width));
  const height = Math.min(1, Math.max(0.02, r.height));
  return { width, height, left: Math.min(1 - width, Math.max(0, r.left)), top: Math.min(1 - height, Math.max(0, r.top)) };
};

export default function ChartNavigationSample() {
  const chart = useRef<IgrDataChart>(null);
  const [interaction, setInteraction] = useState<(typeof interactions)[number]["value"]>("DragZoom");
  const [panModifier, setPanModifier] = useState<(typeof modifiers)[number]["value"]>("Shift");
  const [verticalZoom, setVerticalZoom] = useState(false);
  const [window, setWindow] = useState<IgRect>({ left: 0, top: 0, width: 1, height: 1 });

  const move = (change: (r: IgRect) => IgRect) => {
    if (!chart.current) return;
    chart.current.windowRect = clamp(change(chart.current.actualWindowRect));
  };
  const zoom = (factor: number) =>
    move((r) => {
      const width = r.width * factor;
      const height = verticalZoom ? r.height * factor : r.height;
      // Zoom around the centre of the current window.
      return { left: r.left + (r.width - width) / 2, top: r.top + (r.height - height) / 2, width, height };
    });
  const pan = (dx: number) => move((r) => ({ ...r, left: r.left + dx * r.width }));

  const first = Math.round(window.left * prices.length) + 1;
  const last = Math.round((window.left + window.width) * prices.length);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Mouse drag" value={interaction} options={interactions} width={170} onChange={setInteraction} />
        <SelectControl label="Pan while holding" value={panModifier} options={modifiers} width={150} onChange={setPanModifier} />
        <SwitchControl label="Vertical zoom" checked={verticalZoom} onChange={setVerticalZoom} />
        <div style={{ display: "flex", gap: 6, paddingBottom: 2 }}>
          <IgrButton variant="outlined" onClick={() => pan(-0.25)}>◀ Pan</IgrButton>
          <IgrButton variant="outlined" onClick={() => zoom(0.5)}>Zoom in</IgrButton>
          <IgrButton variant="outlined" onClick={() => zoom(2)}>Zoom out</IgrButton>
          <IgrButton variant="outlined" onClick={() => pan(0.25)}>Pan ▶</IgrButton>
          <IgrButton variant="contained" onClick={() => chart.current?.resetZoom()}>Reset</IgrButton>
        </div>
      </ControlBar>
      <StatusLine>
        Showing trading days {first}–{last} of {prices.length}. Use the mouse wheel to zoom, drag with the chosen modifier to pan.
      </StatusLine>
      <div style={chartArea}>
        <IgrDataChart
          ref={chart}
          chartTitle="NOVA closing price, two years of trading"
          isHorizontalZoomEnabled={true}
          isVerticalZoomEnabled={verticalZoom}
          defaultInteraction={interaction}
          panModifier={panModifier}
          actualWindowRectChanged={(_s: IgrSeriesViewer, e: IgrRectChangedEventArgs) => setWindow(e.newRect)}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="days" label="date" dataSource={prices} />
          <IgrNumericYAxis name="price" title="USD" />
          <IgrLineSeries name="close" title="NOVA" xAxisName="days" yAxisName="price" dataSource={prices} valueMemberPath="close" brush="#3949ab" thickness={2} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
