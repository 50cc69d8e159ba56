import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { priceHistory, stocks } from "../../_shared/stocks";

IgrCategoryChartModule.register();

const stockOptions = stocks.map((s) => ({ value: s.symbol, text: s.symbol }));

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#1f77b4"];
const outlines = ["#1f77b4"];

export default function LineChartSingleSourceSample() {
  const [symbol, setSymbol] = useState("ACME");
  // One array of { date, close }: the chart uses "date" for the x-axis labels and draws "close" as one line.
  const data = useMemo(() => priceHistory(stocks.find((s) => s.symbol === symbol) ?? stocks[0]!), [symbol]);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Stock" value={symbol} options={stockOptions} width={160} onChange={setSymbol} />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={data}
          chartType="Line"
          chartTitle={`${symbol} daily close`}
          subtitle="First 120 trading days of 2024 (simulated prices)"
          yAxisTitle="Price (USD)"
          yAxisLabelFormat="${0}"
          markerTypes="None"
          xAxisInterval={10}
          thickness={2}
          brushes={brushes}
          outlines={outlines}
          toolTipType="Item"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
