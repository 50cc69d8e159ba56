import { useState } from "react";
import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SelectControl, SliderControl } from "../../_shared/controls";
import { monthlySignups } from "../_shared/data";

IgrSparklineModule.register();

type Trend =
  | "None"
  | "LinearFit"
  | "QuadraticFit"
  | "CubicFit"
  | "ExponentialFit"
  | "LogarithmicFit"
  | "SimpleAverage"
  | "ExponentialAverage"
  | "WeightedAverage"
  | "CumulativeAverage";
const trends: { value: Trend; text: string }[] = [
  { value: "LinearFit", text: "Linear fit" },
  { value: "QuadraticFit", text: "Quadratic fit" },
  { value: "CubicFit", text: "Cubic fit" },
  { value: "ExponentialFit", text: "Exponential fit" },
  { value: "LogarithmicFit", text: "Logarithmic fit" },
  { value: "SimpleAverage", text: "Simple moving average" },
  { value: "ExponentialAverage", text: "Exponential moving average" },
  { value: "WeightedAverage", text: "Weighted moving average" },
  { value: "CumulativeAverage", text: "Cumulative average" },
  { value: "None", text: "None" },
];
// Only the moving averages use a period (the number of points averaged).
const usesPeriod = (t: Trend) => t === "SimpleAverage" || t === "ExponentialAverage" || t === "WeightedAverage";

export default function SparklineTrendlinesSample() {
  const [trend, setTrend] = useState<Trend>("LinearFit");
  const [period, setPeriod] = useState(4);
  const [thickness, setThickness] = useState(2);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Trend line" value={trend} options={trends} width={240} onChange={setTrend} />
        {usesPeriod(trend) ? (
          <SliderControl label="Period" value={period} min={2} max={12} format={(v) => `${v} months`} onChange={setPeriod} />
        ) : null}
        <SliderControl label="Trend line thickness" value={thickness} min={1} max={5} format={(v) => `${v} px`} onChange={setThickness} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>Monthly website sign-ups over two years (columns) and their trend (line).</div>
      <div style={{ flex: 1, minHeight: 240, border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 16, boxSizing: "border-box" }}>
        <IgrSparkline
          dataSource={monthlySignups}
          valueMemberPath="value"
          labelMemberPath="label"
          displayType="Column"
          brush="#90cdf4"
          trendLineType={trend}
          trendLinePeriod={period}
          trendLineThickness={thickness}
          trendLineBrush="#c05621"
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
