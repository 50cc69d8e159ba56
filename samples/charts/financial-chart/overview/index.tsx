import { useMemo, useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl } from "../../_shared/controls";
import { stocks, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type ChartType = "Candle" | "Bar" | "Line" | "Column";
const chartTypes: { value: ChartType; text: string }[] = [
  { value: "Candle", text: "Candlestick" },
  { value: "Bar", text: "OHLC bar" },
  { value: "Line", text: "Line" },
  { value: "Column", text: "Column" },
];

const symbolOptions = stocks.map((s) => ({ value: s.symbol, text: `${s.symbol} — ${s.name}` }));

export default function FinancialChartOverviewSample() {
  const [symbol, setSymbol] = useState("ORBT");
  const [chartType, setChartType] = useState<ChartType>("Candle");
  const data = useMemo(() => titledBars(stocks.find((s) => s.symbol === symbol) ?? stocks[0]!), [symbol]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Stock" value={symbol} options={symbolOptions} width={260} onChange={setSymbol} />
        <SelectControl label="Chart type" value={chartType} options={chartTypes} onChange={setChartType} />
      </ControlBar>
      <div style={chartArea}>
        {/* The chart finds the time, open, high, low, close and volume fields of the data on its own.
            Its toolbar offers indicators, overlays, trend lines and the chart type; the zoom slider
            below the price pane pans and zooms the time range. */}
        <IgrFinancialChart
          dataSource={data}
          chartType={chartType}
          chartTitle={`${symbol} daily prices`}
          subtitle="2022–2023, fictional data"
          isToolbarVisible={true}
          volumeType="Column"
          zoomSliderType="Auto"
          yAxisMode="Numeric"
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
