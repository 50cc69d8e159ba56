import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, SliderControl } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type Trend =
  | "None"
  | "LinearFit"
  | "QuadraticFit"
  | "CubicFit"
  | "ExponentialFit"
  | "LogarithmicFit"
  | "PowerLawFit"
  | "SimpleAverage"
  | "ExponentialAverage"
  | "ModifiedAverage"
  | "WeightedAverage"
  | "CumulativeAverage";
const trends: { value: Trend; text: string }[] = [
  { value: "LinearFit", text: "Linear fit" },
  { value: "QuadraticFit", text: "Quadratic fit" },
  { value: "CubicFit", text: "Cubic fit" },
  { value: "ExponentialFit", text: "Exponential fit" },
  { value: "LogarithmicFit", text: "Logarithmic fit" },
  { value: "PowerLawFit", text: "Power law fit" },
  { value: "SimpleAverage", text: "Simple moving average" },
  { value: "ExponentialAverage", text: "Exponential moving average" },
  { value: "ModifiedAverage", text: "Modified moving average" },
  { value: "WeightedAverage", text: "Weighted moving average" },
  { value: "CumulativeAverage", text: "Cumulative average" },
  { value: "None", text: "None" },
];
const isAverage = (t: Trend) => t.endsWith("Average") && t !== "CumulativeAverage";

const data = [titledBars(stockBySymbol("HLXB"), 250), titledBars(stockBySymbol("QNTM"), 250)];

// The component applies every new array or object it is given: one per module, not one per render.
const trendLineBrushes = ["#c05621", "#2b6cb0"];
const brushes = ["#f6ad55", "#90cdf4"];

export default function FinancialChartTrendlinesSample() {
  const [trend, setTrend] = useState<Trend>("QuadraticFit");
  const [period, setPeriod] = useState(20);
  const [thickness, setThickness] = useState(2);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Trend line" value={trend} options={trends} width={240} onChange={setTrend} />
        {isAverage(trend) ? <SliderControl label="Period" value={period} min={2} max={60} format={(v) => `${v} days`} onChange={setPeriod} /> : null}
        <SliderControl label="Thickness" value={thickness} min={1} max={6} format={(v) => `${v} px`} onChange={setThickness} />
      </ControlBar>
      <div style={chartArea}>
        {/* Every price series gets its own trend line, in the brush of the same index. */}
        <IgrFinancialChart
          dataSource={data}
          chartType="Line"
          chartTitle="HLXB and QNTM with trend lines"
          trendLineType={trend}
          trendLinePeriod={period}
          trendLineThickness={thickness}
          trendLineBrushes={trendLineBrushes}
          brushes={brushes}
          volumeType="None"
          zoomSliderType="None"
          isToolbarVisible={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
