import { useMemo, useState } from "react";
import { IgrButtonGroup, IgrToggleButton } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Toolbar, chartArea, chartPage } from "../_shared/controls";
import { stocks, symbolHistory } from "../../_shared/stocks";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// Each stock is its own array: { date, ACME }, { date, GLOBX }, ... The chart draws one line per array
// and names the line after the array's value property.
const sources = Object.fromEntries(stocks.map((s) => [s.symbol, symbolHistory(s)]));
const colors: Record<string, string> = { ACME: "#1f77b4", GLOBX: "#d62728", NOVA: "#2ca02c" };

export default function LineChartMultipleSourcesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [shown, setShown] = useState<string[]>(stocks.map((s) => s.symbol));
  const data = useMemo(() => shown.map((symbol) => sources[symbol]!), [shown]);
  // The chart applies every new array it is given: a new one only when the choice changes.
  const brushes = useMemo(() => shown.map((symbol) => colors[symbol]!), [shown]);

  const toggle = (symbol: string | undefined, on: boolean) => {
    if (!symbol) return;
    setShown((current) => stocks.map((s) => s.symbol).filter((s) => (s === symbol ? on : current.includes(s))));
  };

  return (
    <div style={chartPage}>
      <Toolbar>
        <div style={{ display: "flex", flexDirection: "column", gap: 4, fontSize: 13 }}>
          <span>Data sources</span>
          <IgrButtonGroup selection="multiple" onSelect={(e) => toggle(e.detail, true)} onDeselect={(e) => toggle(e.detail, false)}>
            {stocks.map((s) => (
              <IgrToggleButton key={s.symbol} value={s.symbol} selected={shown.includes(s.symbol)}>
                {s.symbol}
              </IgrToggleButton>
            ))}
          </IgrButtonGroup>
        </div>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={data}
          legend={legend}
          chartType="Line"
          chartTitle="Daily close of three stocks"
          subtitle="One data source per stock (simulated prices)"
          yAxisTitle="Price (USD)"
          yAxisLabelFormat="${0}"
          markerTypes="None"
          xAxisInterval={10}
          thickness={2}
          brushes={brushes}
          outlines={brushes}
          toolTipType="Category"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
