import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCategoryTrendLineModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
  IgrTrendLineLayer,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { priceHistory, stocks } from "../../_shared/stocks";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();
// Trend lines of category series (and trend line layers on them) live in their own module.
IgrDataChartCategoryTrendLineModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const stock = stocks[2]!;
const prices = priceHistory(stock, 120);

const fits = [
  { value: "LinearFit", text: "Linear fit" },
  { value: "QuadraticFit", text: "Quadratic fit" },
  { value: "CubicFit", text: "Cubic fit" },
  { value: "ExponentialFit", text: "Exponential fit" },
  { value: "None", text: "No fit layer" },
];
const averages = [
  { value: "SimpleAverage", text: "Simple moving average" },
  { value: "ExponentialAverage", text: "Exponential moving average" },
  { value: "WeightedAverage", text: "Weighted moving average" },
  { value: "ModifiedAverage", text: "Modified moving average" },
  { value: "None", text: "No average layer" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const dashArray = [8, 4];

export default function TrendlineLayerSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [fit, setFit] = useState("LinearFit");
  const [average, setAverage] = useState("SimpleAverage");
  const [period, setPeriod] = useState(10);

  // Unlike a series' own trendLineType, trend line layers are separate chart children: one series
  // can carry several of them, each with its own type, colour and legend entry.
  const layers = [];
  if (fit !== "None") {
    layers.push(<IgrTrendLineLayer key={`fit-${fit}`} name={`fit-${fit}`} title={fits.find((f) => f.value === fit)?.text} targetSeriesName="price" trendLineType={fit} brush="#e4007c" thickness={3} dashArray={dashArray} />);
  }
  if (average !== "None") {
    layers.push(<IgrTrendLineLayer key={`avg-${average}`} name={`avg-${average}`} title={`${period}-day average`} targetSeriesName="price" trendLineType={average} trendLinePeriod={period} brush="#f28e2b" thickness={3} />);
  }

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Fit layer" value={fit} options={fits} width={180} onChange={setFit} />
        <SelectControl label="Average layer" value={average} options={averages} width={250} onChange={setAverage} />
        <SliderControl label="Average period" value={period} min={3} max={30} format={(v) => `${v} days`} onChange={setPeriod} />
      </ControlBar>
      <IgrLegend ref={setLegend} orientation="Horizontal" />
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle={`${stock.symbol} closing price with trend line layers`} isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" dataSource={prices} label="date" />
          <IgrNumericYAxis name="usd" title="USD" />
          <IgrLineSeries name="price" title={stock.symbol} dataSource={prices} valueMemberPath="close" xAxisName="days" yAxisName="usd" brush="#1f77b4" thickness={1.5} markerType="None" />
          {/* The chart cannot take null children, so the layers shown are passed as an array. */}
          {layers}
        </IgrDataChart>
      </div>
    </div>
  );
}
