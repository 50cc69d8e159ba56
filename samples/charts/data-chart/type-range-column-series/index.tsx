import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrRangeColumnSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";
import { bars, tickers } from "../_shared/ohlc";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// Each stock's lowest and highest price in every week (five trading days) of the quarter.
const weeks = Array.from({ length: 13 }, (_, w) => {
  const row: Record<string, string | number> = { week: `W${w + 1}` };
  for (const t of tickers) {
    const week = bars(t.symbol, 65).slice(w * 5, w * 5 + 5);
    row[`${t.symbol}Low`] = Math.min(...week.map((b) => b.low));
    row[`${t.symbol}High`] = Math.max(...week.map((b) => b.high));
  }
  return row;
});
const colors = ["#f28e2b", "#2ab3a6", "#8e6cc2"];

const choices = [{ value: "all", text: "All three" }, ...tickers.map((t) => ({ value: t.symbol, text: t.symbol }))];

export default function TypeRangeColumnSeriesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [shown, setShown] = useState("SOLR");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Stocks" value={shown} options={choices} width={150} onChange={setShown} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Weekly trading range, first quarter of 2023 (USD)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="weeks" dataSource={weeks} label="week" interval={1} gap={0.3} />
          <IgrNumericYAxis name="usd" title="USD" isLogarithmic={shown === "all"} />
          {tickers
            .filter((t) => shown === "all" || shown === t.symbol)
            .map((t) => (
              // Each column floats from the week's low to its high; key and name match so the chart can track it.
              <IgrRangeColumnSeries
                key={t.symbol}
                name={t.symbol}
                title={t.symbol}
                dataSource={weeks}
                lowMemberPath={`${t.symbol}Low`}
                highMemberPath={`${t.symbol}High`}
                xAxisName="weeks"
                yAxisName="usd"
                brush={colors[tickers.indexOf(t)]}
                outline={colors[tickers.indexOf(t)]}
                showDefaultTooltip={true}
              />
            ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
