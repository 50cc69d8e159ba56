import { useMemo, useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { IgrSwitch } from "igniteui-react";
import { chartArea, chartPage, ControlBar, ToggleGroup } from "../../_shared/controls";
import { stocks, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type ChartType = "Line" | "Candle" | "Bar";
const chartTypes: ChartType[] = ["Line", "Candle", "Bar"];

const series = Object.fromEntries(stocks.map((s) => [s.symbol, titledBars(s, 200)]));

export default function FinancialChartMultipleDataSample() {
  const [shown, setShown] = useState<string[]>(["ORBT", "QNTM", "VRDE"]);
  const [chartType, setChartType] = useState<ChartType>("Line");

  // An array of data sources draws one series per source; each source's `title` names its series.
  const data = useMemo(() => stocks.filter((s) => shown.includes(s.symbol)).map((s) => series[s.symbol]!), [shown]);

  const toggle = (symbol: string, on: boolean) =>
    setShown((list) => (on ? [...list, symbol] : list.length > 1 ? list.filter((s) => s !== symbol) : list));

  return (
    <div style={chartPage}>
      <ControlBar>
        {stocks.map((s) => (
          <IgrSwitch key={s.symbol} checked={shown.includes(s.symbol)} onChange={(e) => toggle(s.symbol, e.detail.checked)} style={{ paddingBottom: 6 }}>
            {s.symbol}
          </IgrSwitch>
        ))}
        <ToggleGroup label="Chart type" value={chartType} options={chartTypes} onChange={setChartType} />
      </ControlBar>
      <div style={chartArea}>
        <IgrFinancialChart
          key={shown.join(",")}
          dataSource={data}
          chartType={chartType}
          chartTitle="Several stocks, one data source each"
          yAxisMode="PercentChange"
          volumeType="None"
          zoomSliderType="None"
          isToolbarVisible={false}
          isLegendVisible={true}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
