import { useMemo, useRef, useState } from "react";
import {
  IgrDashboardTile,
  IgrDashboardTileChangingContentEventArgs,
  IgrDataChartDashboardTileModule,
} from "igniteui-react-dashboards";
import { priceBars, tickers } from "../../_shared/tickers";
import { chartArea, chartPage, ControlBar, SelectControl } from "../../_shared/controls";

IgrDataChartDashboardTileModule.register();

const chartTypes = [
  { value: "CandlestickChart", text: "Candlestick" },
  { value: "OHLCChart", text: "OHLC bars" },
] as const;

type ChartType = (typeof chartTypes)[number]["value"];

const tickerChoices = tickers.map((t) => ({ value: t.symbol, text: `${t.symbol} · ${t.name}` }));

export default function FinancialDashboardSample() {
  const [symbol, setSymbol] = useState(tickers[0]!.symbol);
  const [chartType, setChartType] = useState<ChartType>("CandlestickChart");
  const ticker = tickers.find((t) => t.symbol === symbol) ?? tickers[0]!;
  // Items with date, open, high, low, close and volume: the tile recognises them as price data.
  const prices = useMemo(() => priceBars(ticker, 90), [ticker]);

  // The tile generates its chart as a JSON description and passes it to changingContent first.
  // Its price series has no title and draws OHLC bars for both financial types: the handler names the
  // series after the stock and sets the display type. A ref gives the handler the current choices.
  const current = useRef({ symbol, chartType });
  current.current = { symbol, chartType };
  const nameSeries = useMemo(
    () => (_tile: IgrDashboardTile, e: IgrDashboardTileChangingContentEventArgs) => {
      const json = JSON.parse(e.contentJson);
      for (const series of json.descriptions?.content?.series ?? []) {
        if (series.type !== "FinancialPriceSeries") continue;
        series.title = current.current.symbol;
        series.displayType = current.current.chartType === "CandlestickChart" ? "Candlestick" : "OHLC";
      }
      e.contentJson = JSON.stringify(json);
    },
    [],
  );

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Stock" value={symbol} options={tickerChoices} width={240} onChange={setSymbol} />
        <SelectControl label="Visualization" value={chartType} options={chartTypes} width={220} onChange={setChartType} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDashboardTile
          width="100%"
          height="100%"
          tileTitle={`${ticker.name} (${ticker.symbol}), daily prices in USD`}
          dataSource={prices}
          visualizationType={chartType}
          changingContent={nameSeries}
        />
      </div>
    </div>
  );
}
