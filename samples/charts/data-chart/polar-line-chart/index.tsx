import { useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartPolarCoreModule,
  IgrDataChartPolarModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericAngleAxis,
  IgrNumericRadiusAxis,
  IgrPolarLineSeries,
} from "igniteui-react-charts";
import { windRoseLoop } from "../_shared/wind";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartPolarCoreModule.register();
IgrDataChartPolarModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function PolarLineChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [thickness, setThickness] = useState(3);
  const [markers, setMarkers] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Line thickness" value={thickness} min={1} max={6} format={(v) => `${v} px`} onChange={setThickness} />
        <SwitchControl label="Markers" checked={markers} onChange={setMarkers} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Wind speed by direction (km/h)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericAngleAxis name="angle" minimumValue={0} maximumValue={360} interval={45} startAngleOffset={-90} labelFormat="{0}°" />
          <IgrNumericRadiusAxis name="radius" minimumValue={0} maximumValue={100} interval={20} />
          {/* Straight segments join the points in data order; the last row repeats north at 360° to close the loop. */}
          <IgrPolarLineSeries name="speed" title="Average speed" angleAxisName="angle" radiusAxisName="radius" dataSource={windRoseLoop} angleMemberPath="angle" radiusMemberPath="speed" brush="#00897b" thickness={thickness} markerType={markers ? "Circle" : "None"} markerBrush="#00897b" markerOutline="#00897b" />
          <IgrPolarLineSeries name="gust" title="Strongest gust" angleAxisName="angle" radiusAxisName="radius" dataSource={windRoseLoop} angleMemberPath="angle" radiusMemberPath="gust" brush="#d81b60" thickness={thickness} markerType={markers ? "Triangle" : "None"} markerBrush="#d81b60" markerOutline="#d81b60" />
        </IgrDataChart>
      </div>
    </div>
  );
}
