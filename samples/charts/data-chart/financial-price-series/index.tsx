import { useMemo, useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartFinancialCoreModule,
  IgrDataChartFinancialModule,
  IgrDataChartInteractivityModule,
  IgrFinancialPriceSeries,
  IgrFinancialPriceSeriesModule,
  IgrNumericYAxis,
  IgrOrdinalTimeXAxis,
} from "igniteui-react-charts";
import { priceBars, tickers } from "../../_shared/tickers";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartFinancialCoreModule.register();
IgrDataChartFinancialModule.register();
IgrFinancialPriceSeriesModule.register();
IgrDataChartInteractivityModule.register();

const histories = Object.fromEntries(tickers.map((t) => [t.symbol, priceBars(t, 120)]));
const tickerOptions = tickers.map((t) => ({ value: t.symbol, text: `${t.symbol} – ${t.name}` }));

const displayTypes = [
  { value: "Candlestick", text: "Candlestick" },
  { value: "OHLC", text: "OHLC bars" },
] as const;

export default function FinancialPriceSeriesSample() {
  const [symbol, setSymbol] = useState(tickers[0]!.symbol);
  const [displayType, setDisplayType] = useState<(typeof displayTypes)[number]["value"]>("Candlestick");
  const [days, setDays] = useState(60);
  // The axis and the series apply every new data source they are given: a new one only when a choice changes.
  const bars = useMemo(() => (histories[symbol] ?? []).slice(-days), [symbol, days]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Stock" value={symbol} options={tickerOptions} width={260} onChange={setSymbol} />
        <SelectControl label="Display" value={displayType} options={displayTypes} width={160} onChange={setDisplayType} />
        <SliderControl label="Trading days" value={days} min={20} max={120} step={10} onChange={setDays} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle={`${symbol} daily prices`} isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* An ordinal time axis gives every trading day one slot, so weekends leave no gaps. */}
          <IgrOrdinalTimeXAxis name="days" dataSource={bars} dateTimeMemberPath="date" formatLabel={(d: Date) => d.toLocaleDateString("en-US", { month: "short", day: "numeric" })} />
          <IgrNumericYAxis name="price" title="USD" labelLocation="OutsideRight" />
          {/* One series draws open, high, low and close; rising days use brush, falling days negativeBrush. */}
          <IgrFinancialPriceSeries
            name="prices"
            title={symbol}
            displayType={displayType}
            xAxisName="days"
            yAxisName="price"
            dataSource={bars}
            openMemberPath="open"
            highMemberPath="high"
            lowMemberPath="low"
            closeMemberPath="close"
            volumeMemberPath="volume"
            brush="#2e7d32"
            outline="#1b5e20"
            negativeBrush="#e53935"
            negativeOutline="#b71c1c"
            thickness={displayType === "OHLC" ? 2 : 1}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
