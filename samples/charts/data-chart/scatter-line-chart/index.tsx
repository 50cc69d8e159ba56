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
  IgrScatterLineSeries,
} from "igniteui-react-charts";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// Fuel use (l/100 km) against steady speed (km/h) for three vehicle classes: a simple drag-and-rolling
// model, illustrative only. Speeds are not evenly spaced, which a scatter line handles naturally.
const speeds = [15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140];
const vehicles = [
  { key: "compact", title: "Compact car", idle: 28, rolling: 3.1, drag: 0.00024, color: "#2ab3a6" },
  { key: "suv", title: "SUV", idle: 42, rolling: 4.6, drag: 0.00041, color: "#f28e2b" },
  { key: "van", title: "Delivery van", idle: 55, rolling: 5.8, drag: 0.00052, color: "#8e6cc2" },
];
const curves = vehicles.map((v) => ({
  ...v,
  points: speeds.map((speed) => ({ speed, litres: Math.round((v.idle / speed + v.rolling + v.drag * speed * speed) * 10) / 10 })),
}));

export default function ScatterLineChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [markers, setMarkers] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Markers" checked={markers} onChange={setMarkers} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Fuel consumption by speed" isHorizontalZoomEnabled={true} isVerticalZoomEnabled={true} width="100%" height="100%">
          <IgrNumericXAxis name="speed" title="Speed (km/h)" minimumValue={0} maximumValue={150} interval={10} />
          <IgrNumericYAxis name="litres" title="Fuel (l/100 km)" minimumValue={0} />
          {curves.map((c) => (
            // The chart matches its children by key or name, so a mapped series uses its name as its key.
            <IgrScatterLineSeries
              key={c.key}
              name={c.key}
              title={c.title}
              dataSource={c.points}
              xMemberPath="speed"
              yMemberPath="litres"
              xAxisName="speed"
              yAxisName="litres"
              brush={c.color}
              markerBrush="#ffffff"
              markerOutline={c.color}
              markerType={markers ? "Circle" : "None"}
              thickness={3}
              showDefaultTooltip={true}
            />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
