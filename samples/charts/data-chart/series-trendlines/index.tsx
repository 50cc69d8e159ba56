import { useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartScatterModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrScatterSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { countries } from "../_shared/countries";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// Fits compute one curve through all points; averages follow the points in data order over `period` points.
const types = [
  { value: "LinearFit", text: "Linear fit" },
  { value: "LogarithmicFit", text: "Logarithmic fit" },
  { value: "QuadraticFit", text: "Quadratic fit" },
  { value: "CubicFit", text: "Cubic fit" },
  { value: "PowerLawFit", text: "Power law fit" },
  { value: "ExponentialFit", text: "Exponential fit" },
  { value: "SimpleAverage", text: "Simple moving average" },
  { value: "WeightedAverage", text: "Weighted moving average" },
  { value: "None", text: "None" },
];

// Sorted by GDP so that the moving averages run from left to right.
const data = [...countries].sort((a, b) => a.gdp - b.gdp);

// The component applies every new array or object it is given: one per module, not one per render.
const trendLineDashArray = [8, 4];

export default function SeriesTrendlinesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [type, setType] = useState("LogarithmicFit");
  const [period, setPeriod] = useState(4);
  const [thickness, setThickness] = useState(3);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Trend line type" value={type} options={types} width={230} onChange={setType} />
        <SliderControl label="Period (averages)" value={period} min={2} max={10} onChange={setPeriod} />
        <SliderControl label="Thickness" value={thickness} min={1} max={8} onChange={setThickness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Life expectancy rises with income, quickly at first" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericXAxis name="gdp" title="GDP per person (thousand $)" minimumValue={0} maximumValue={80} interval={10} />
          <IgrNumericYAxis name="life" title="Life expectancy (years)" minimumValue={50} maximumValue={90} interval={5} />
          <IgrScatterSeries
            name="countries"
            title="Countries"
            dataSource={data}
            xMemberPath="gdp"
            yMemberPath="lifeExpectancy"
            xAxisName="gdp"
            yAxisName="life"
            markerType="Circle"
            markerBrush="#1f77b4"
            markerOutline="#1f77b4"
            trendLineType={type}
            trendLinePeriod={period}
            trendLineThickness={thickness}
            trendLineBrush="#e4007c"
            trendLineDashArray={trendLineDashArray}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
