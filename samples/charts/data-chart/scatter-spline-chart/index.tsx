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
  IgrScatterSplineSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// Weather balloon soundings: air temperature (°C, X) at each altitude (km, Y). Illustrative values.
// The winter profile has an inversion near the ground (it gets warmer going up), so the curve turns
// back on itself: only a scatter series, which joins points in data order, can draw that.
const summer = [
  { temp: 24, alt: 0 }, { temp: 17, alt: 1 }, { temp: 11, alt: 2 }, { temp: 4, alt: 3 }, { temp: -3, alt: 4 },
  { temp: -10, alt: 5 }, { temp: -24, alt: 7 }, { temp: -38, alt: 9 }, { temp: -50, alt: 11 }, { temp: -52, alt: 13 }, { temp: -50, alt: 15 },
];
const winter = [
  { temp: -8, alt: 0 }, { temp: -2, alt: 0.5 }, { temp: 1, alt: 1 }, { temp: -3, alt: 2 }, { temp: -9, alt: 3 },
  { temp: -15, alt: 4 }, { temp: -28, alt: 6 }, { temp: -42, alt: 8 }, { temp: -55, alt: 10 }, { temp: -57, alt: 12 }, { temp: -55, alt: 15 },
];

export default function ScatterSplineChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [stiffness, setStiffness] = useState(0.5);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Spline stiffness" value={stiffness} min={0} max={1} step={0.1} onChange={setStiffness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Temperature profile of the atmosphere" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericXAxis name="temp" title="Temperature (°C)" minimumValue={-60} maximumValue={30} interval={10} />
          <IgrNumericYAxis name="alt" title="Altitude (km)" minimumValue={0} maximumValue={16} interval={2} />
          <IgrScatterSplineSeries name="summer" title="Summer sounding" dataSource={summer} xMemberPath="temp" yMemberPath="alt" xAxisName="temp" yAxisName="alt" brush="#d62728" markerBrush="#d62728" markerOutline="#d62728" markerType="Circle" thickness={3} stiffness={stiffness} showDefaultTooltip={true} />
          <IgrScatterSplineSeries name="winter" title="Winter sounding" dataSource={winter} xMemberPath="temp" yMemberPath="alt" xAxisName="temp" yAxisName="alt" brush="#1f77b4" markerBrush="#1f77b4" markerOutline="#1f77b4" markerType="Circle" thickness={3} stiffness={stiffness} showDefaultTooltip={true} />
        </IgrDataChart>
      </div>
    </div>
  );
}
