import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCategoryTrendLineModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { priceHistory, stocks } from "../../_shared/stocks";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../_shared/controls";
import { dashOptions, dashPatterns, type DashPattern } from "../_shared/dashes";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartCategoryTrendLineModule.register();

const prices = priceHistory(stocks[1]!, 120);

const trendTypes = [
  { value: "LinearFit", text: "Linear fit" },
  { value: "QuadraticFit", text: "Quadratic fit" },
  { value: "CubicFit", text: "Cubic fit" },
  { value: "SimpleAverage", text: "Moving average" },
  { value: "ExponentialAverage", text: "Exponential average" },
] as const;

export default function DashArrayTrendlineSample() {
  const [dash, setDash] = useState<DashPattern>("dashed");
  const [trendType, setTrendType] = useState<(typeof trendTypes)[number]["value"]>("CubicFit");
  const [thickness, setThickness] = useState(3);
  const [period, setPeriod] = useState(10);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Trend line dashes" value={dash} options={dashOptions} width={210} onChange={setDash} />
        <SelectControl label="Trend line type" value={trendType} options={trendTypes} width={200} onChange={setTrendType} />
        <SliderControl label="Thickness" value={thickness} min={1} max={6} format={(v) => `${v} px`} onChange={setThickness} />
        <SliderControl label="Average period" value={period} min={2} max={30} format={(v) => `${v} days`} onChange={setPeriod} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="GLOBX closing price with its trend" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" label="date" dataSource={prices} />
          <IgrNumericYAxis name="price" title="USD" />
          {/* The trend line belongs to the series; trendLineDashArray gives it its own dash pattern. */}
          <IgrLineSeries
            name="close"
            title="GLOBX"
            xAxisName="days"
            yAxisName="price"
            dataSource={prices}
            valueMemberPath="close"
            brush="#b0bec5"
            thickness={1.5}
            markerType="None"
            trendLineType={trendType}
            trendLinePeriod={period}
            trendLineBrush="#d81b60"
            trendLineThickness={thickness}
            trendLineDashArray={dashPatterns[dash].dashes}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
