import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { Choice, Range, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { priceHistory, stocks } from "../../_shared/stocks";

IgrCategoryChartModule.register();

const prices = priceHistory(stocks[2]!);

const trendTypes = [
  { value: "LinearFit", text: "Linear fit" },
  { value: "QuadraticFit", text: "Quadratic fit" },
  { value: "CubicFit", text: "Cubic fit" },
  { value: "QuarticFit", text: "Quartic fit" },
  { value: "QuinticFit", text: "Quintic fit" },
  { value: "LogarithmicFit", text: "Logarithmic fit" },
  { value: "ExponentialFit", text: "Exponential fit" },
  { value: "PowerLawFit", text: "Power law fit" },
  { value: "SimpleAverage", text: "Simple moving average" },
  { value: "ExponentialAverage", text: "Exponential moving average" },
  { value: "ModifiedAverage", text: "Modified moving average" },
  { value: "CumulativeAverage", text: "Cumulative average" },
  { value: "WeightedAverage", text: "Weighted moving average" },
  { value: "None", text: "None" },
];

// The period only applies to the moving averages.
const averages = ["SimpleAverage", "ExponentialAverage", "ModifiedAverage", "WeightedAverage"];

// The component applies every new array or object it is given: one per module, not one per render.
const trendLineBrushes = ["#d62728"];
const brushes = ["#7f9cc0"];
const outlines = ["#4e6f99"];
const markerBrushes = ["#7f9cc0"];
const markerOutlines = ["#4e6f99"];

export default function TrendlineSample() {
  const [type, setType] = useState("CubicFit");
  const [period, setPeriod] = useState(10);
  const [thickness, setThickness] = useState(3);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Trend line" value={type} options={trendTypes} width={250} onChange={setType} />
        {averages.includes(type) && (
          <Range label="Period" value={period} min={2} max={40} format={(v) => `${v} days`} onChange={setPeriod} />
        )}
        <Range label="Trend line thickness" value={thickness} min={1} max={6} onChange={setThickness} />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={prices}
          chartType="Point"
          trendLineType={type}
          trendLinePeriod={period}
          trendLineThickness={thickness}
          trendLineBrushes={trendLineBrushes}
          brushes={brushes}
          outlines={outlines}
          markerBrushes={markerBrushes}
          markerOutlines={markerOutlines}
          markerTypes="Circle"
          chartTitle="NOVA daily close with a trend line"
          subtitle="Simulated prices"
          yAxisLabelFormat="${0}"
          xAxisInterval={10}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
