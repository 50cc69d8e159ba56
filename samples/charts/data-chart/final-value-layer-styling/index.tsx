import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrFinalValueLayer,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { priceHistory, stocks } from "../../_shared/stocks";
import { ControlBar, SelectControl, SliderControl, StatusLine, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();

const colors = ["#1e88e5", "#43a047", "#e53935"];
// The three stocks in one source, one property per symbol.
const histories = stocks.map((s) => priceHistory(s, 120));
const prices = histories[0]!.map((p, i) => Object.fromEntries([["date", p.date], ...stocks.map((s, k) => [s.symbol, histories[k]![i]!.close])]));

const modes = [
  { value: "FinalVisible", text: "Last visible value" },
  { value: "FinalVisibleInterpolated", text: "Value at the right edge" },
  { value: "Final", text: "Last value of the data" },
] as const;

export default function FinalValueLayerStylingSample() {
  const [mode, setMode] = useState<(typeof modes)[number]["value"]>("FinalVisible");
  const [radius, setRadius] = useState(10);
  const [padding, setPadding] = useState(5);
  const [dark, setDark] = useState(false);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Value shown" value={mode} options={modes} width={230} onChange={setMode} />
        <SliderControl label="Corner radius" value={radius} min={0} max={12} format={(v) => `${v} px`} onChange={setRadius} />
        <SliderControl label="Padding" value={padding} min={1} max={10} format={(v) => `${v} px`} onChange={setPadding} />
        <SwitchControl label="Dark labels" checked={dark} onChange={setDark} />
      </ControlBar>
      <StatusLine>Zoom in with the mouse wheel or a dragged rectangle to see the visible modes follow the window.</StatusLine>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Closing prices (USD)" isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" label="date" dataSource={prices} />
          <IgrNumericYAxis name="price" labelLocation="OutsideRight" />
          {stocks.map((s, i) => (
            <IgrLineSeries key={s.symbol} name={s.symbol} title={s.symbol} xAxisName="days" yAxisName="price" dataSource={prices} valueMemberPath={s.symbol} brush={colors[i]} thickness={2} markerType="None" />
          ))}
          {/* One layer labels the final value of every series; without a background it takes each series' colour.
              Keyed by the switch: a background once set does not go back to the series' colours when unset. */}
          <IgrFinalValueLayer
            key={dark ? "dark" : "series"}
            name="finalValues"
            finalValueSelectionMode={mode}
            // On the series' colours (the layer lightens them) dark text reads at 6:1 or more, white at 2.3:1 to
            // 3.4:1; the switch puts white text on one dark background instead.
            axisAnnotationBackground={dark ? "#263238" : undefined}
            axisAnnotationTextColor={dark ? "#ffffff" : "#1a1a1a"}
            axisAnnotationBackgroundCornerRadius={radius}
            axisAnnotationPaddingLeft={padding + 2}
            axisAnnotationPaddingRight={padding + 2}
            axisAnnotationPaddingTop={padding}
            axisAnnotationPaddingBottom={padding}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
