import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartFinancialModule,
  IgrDataChartInteractivityModule,
  IgrFinancialPriceSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { bars, tickers } from "../_shared/ohlc";

IgrDataChartCoreModule.register();
IgrDataChartFinancialModule.register();
IgrDataChartInteractivityModule.register();

const symbols = tickers.map((t) => ({ value: t.symbol, text: `${t.symbol} – ${t.name}` }));
const palettes = [
  { value: "classic", text: "Green rising, red falling" },
  { value: "mono", text: "Hollow rising, black falling" },
  { value: "blue", text: "Blue rising, orange falling" },
];
// brush fills rising candles (close above open); negativeBrush fills falling ones.
const colors: Record<string, { up: string; upLine: string; down: string; downLine: string }> = {
  classic: { up: "#2a9d4b", upLine: "#1f7a39", down: "#d62728", downLine: "#a51d1e" },
  mono: { up: "#ffffff", upLine: "#222222", down: "#222222", downLine: "#222222" },
  blue: { up: "#1f77b4", upLine: "#155a8a", down: "#f28e2b", downLine: "#c06a17" },
};

export default function TypeFinancialCandlestickSeriesSample() {
  const [symbol, setSymbol] = useState("SOLR");
  const [palette, setPalette] = useState("classic");
  const [days, setDays] = useState(60);
  const data = useMemo(() => bars(symbol, days), [symbol, days]);
  const c = colors[palette] ?? colors.classic!;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Stock" value={symbol} options={symbols} width={230} onChange={setSymbol} />
        <SelectControl label="Candle colours" value={palette} options={palettes} width={250} onChange={setPalette} />
        <SliderControl label="Trading days" value={days} min={20} max={120} step={10} onChange={setDays} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle={`${symbol} daily prices (candlesticks)`} isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" dataSource={data} label="day" />
          <IgrNumericYAxis name="usd" title="USD" labelLocation="OutsideRight" />
          <IgrFinancialPriceSeries
            name="price"
            title={symbol}
            displayType="Candlestick"
            dataSource={data}
            openMemberPath="open"
            highMemberPath="high"
            lowMemberPath="low"
            closeMemberPath="close"
            xAxisName="days"
            yAxisName="usd"
            brush={c.up}
            outline={c.upLine}
            negativeBrush={c.down}
            negativeOutline={c.downLine}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
