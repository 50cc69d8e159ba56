import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartFinancialModule,
  IgrDataChartInteractivityModule,
  IgrFinancialPriceSeries,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SwitchControl, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";
import { bars, tickers } from "../_shared/ohlc";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartFinancialModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const symbols = tickers.map((t) => ({ value: t.symbol, text: t.symbol }));
type Display = "Candlestick" | "OHLC";
const displays: Display[] = ["Candlestick", "OHLC"];

export default function TypeFinancialSeriesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [symbol, setSymbol] = useState("GRDL");
  const [display, setDisplay] = useState<Display>("Candlestick");
  const [volume, setVolume] = useState(true);
  const data = useMemo(() => bars(symbol, 70).map((b) => ({ ...b, millions: b.volume / 1e6 })), [symbol]);

  // The volume columns use a second numeric axis whose range is five times the largest volume,
  // so they stay in the bottom part of the plot, under the prices.
  const maxVolume = Math.max(...data.map((d) => d.millions));
  const series = [
    <IgrFinancialPriceSeries
      key="price"
      name="price"
      title={`${symbol} price`}
      displayType={display}
      dataSource={data}
      openMemberPath="open"
      highMemberPath="high"
      lowMemberPath="low"
      closeMemberPath="close"
      volumeMemberPath="volume"
      xAxisName="days"
      yAxisName="usd"
      brush="#2a9d4b"
      outline="#1f7a39"
      negativeBrush="#d62728"
      negativeOutline="#a51d1e"
      showDefaultTooltip={true}
    />,
  ];
  if (volume) {
    series.unshift(
      <IgrColumnSeries key="volume" name="volume" title="Volume (millions)" dataSource={data} valueMemberPath="millions" xAxisName="days" yAxisName="shares" brush="#9fb3c8" outline="#9fb3c8" showDefaultTooltip={true} />,
    );
  }

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Stock" value={symbol} options={symbols} width={130} onChange={setSymbol} />
        <ToggleGroup label="Price display" value={display} options={displays} onChange={setDisplay} />
        <SwitchControl label="Volume" checked={volume} onChange={setVolume} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle={`${symbol}: prices and traded volume`} isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" dataSource={data} label="day" />
          <IgrNumericYAxis name="usd" title="USD" labelLocation="OutsideRight" />
          <IgrNumericYAxis name="shares" minimumValue={0} maximumValue={maxVolume * 5} labelVisibility="Collapsed" majorStroke="transparent" />
          {series}
        </IgrDataChart>
      </div>
    </div>
  );
}
