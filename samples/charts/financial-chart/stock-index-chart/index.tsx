import { useMemo, useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, ToggleGroup } from "../../_shared/controls";
import { dailyBars, stocks, type Bar } from "../_shared/data";

IgrFinancialChartModule.register();

const days = 250;
const members = stocks.map((s) => ({ stock: s, bars: dailyBars(s, days) }));

// A price-weighted index of the four stocks: the sum of their prices divided by a divisor,
// scaled to start at 1,000 points.
const divisor = members.reduce((sum, m) => sum + m.bars[0]!.open, 0) / 1000;
const indexBars: Bar[] = members[0]!.bars.map((bar, i) => {
  const sum = (pick: (b: Bar) => number) => members.reduce((total, m) => total + pick(m.bars[i]!), 0) / divisor;
  return {
    time: bar.time,
    open: sum((b) => b.open),
    high: sum((b) => b.high),
    low: sum((b) => b.low),
    close: sum((b) => b.close),
    volume: members.reduce((total, m) => total + m.bars[i]!.volume, 0),
  };
});
const index = Object.assign(indexBars, { title: "FICT 4 index" });

const compareOptions = [{ value: "none", text: "Index only" }, ...stocks.map((s) => ({ value: s.symbol, text: `Index vs ${s.symbol}` }))];

type Scale = "PercentChange" | "Numeric";
const scales: { value: Scale; text: string }[] = [
  { value: "PercentChange", text: "Percent change" },
  { value: "Numeric", text: "Points / price" },
];

export default function FinancialChartStockIndexSample() {
  const [compare, setCompare] = useState("ORBT");
  const [scale, setScale] = useState<Scale>("PercentChange");

  const data = useMemo(() => {
    const member = members.find((m) => m.stock.symbol === compare);
    return member ? [index, Object.assign([...member.bars], { title: member.stock.symbol })] : [index];
  }, [compare]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Compare" value={compare} options={compareOptions} onChange={setCompare} />
        <ToggleGroup label="Y axis" value={scale} options={scales} onChange={setScale} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        The FICT 4 index is computed on the page from the four fictional stocks; in percent-change mode, every series starts at 0%.
      </div>
      <div style={chartArea}>
        <IgrFinancialChart
          key={compare}
          dataSource={data}
          chartType="Line"
          chartTitle="FICT 4 stock index"
          yAxisMode={scale}
          volumeType="None"
          zoomSliderType="Area"
          isToolbarVisible={false}
          isLegendVisible={true}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
