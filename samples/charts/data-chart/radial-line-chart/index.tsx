import { useState } from "react";
import {
  IgrCategoryAngleAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartRadialCoreModule,
  IgrDataChartRadialModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericRadiusAxis,
  IgrRadialLineSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { cities, cityNames, climate } from "../../_shared/weather";

IgrDataChartCoreModule.register();
IgrDataChartRadialCoreModule.register();
IgrDataChartRadialModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const colors = { oslo: "#1f77b4", london: "#8e6cc2", madrid: "#f28e2b", cairo: "#d62728" };

export default function RadialLineChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [markers, setMarkers] = useState(true);
  const [thickness, setThickness] = useState(3);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Markers" checked={markers} onChange={setMarkers} />
        <SliderControl label="Line thickness" value={thickness} min={1} max={8} onChange={setThickness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Average daily high by month (°C)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryAngleAxis name="months" dataSource={climate.oslo} label="month" interval={1} startAngleOffset={-90} />
          {/* The radius starts below zero: Oslo's winter highs are around 0 °C. */}
          <IgrNumericRadiusAxis name="temperature" minimumValue={-5} maximumValue={40} interval={5} radiusExtentScale={0.85} />
          {cities.map((city) => (
            // The chart matches its children by key or name, so a mapped series uses its name as its key.
            <IgrRadialLineSeries
              key={city}
              name={city}
              title={cityNames[city]}
              dataSource={climate[city]}
              valueMemberPath="high"
              angleAxisName="months"
              valueAxisName="temperature"
              brush={colors[city]}
              markerBrush={colors[city]}
              markerOutline={colors[city]}
              thickness={thickness}
              markerType={markers ? "Circle" : "None"}
              showDefaultTooltip={true}
            />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
