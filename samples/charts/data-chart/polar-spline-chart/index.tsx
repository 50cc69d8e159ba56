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
  IgrPolarSplineSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartPolarCoreModule.register();
IgrDataChartPolarModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// Average visitors per hour at a fictional city library on weekdays and on Saturdays: a 24-hour clock face.
const hours = Array.from({ length: 25 }, (_, h) => {
  const hour = h % 24;
  const open = hour >= 8 && hour <= 20;
  const weekday = open ? Math.round(20 + 60 * Math.exp(-((hour - 12.5) ** 2) / 8) + 45 * Math.exp(-((hour - 17.5) ** 2) / 3)) : 0;
  const saturday = open ? Math.round(15 + 90 * Math.exp(-((hour - 13) ** 2) / 10)) : 0;
  return { angle: h * 15, hour, weekday, saturday };
});

export default function PolarSplineChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [stiffness, setStiffness] = useState(0.5);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Spline stiffness" value={stiffness} min={0} max={1} step={0.1} onChange={setStiffness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Library visitors by hour of the day" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* 15° per hour; formatLabel turns the angle back into a clock time. */}
          <IgrNumericAngleAxis name="angle" minimumValue={0} maximumValue={360} interval={45} startAngleOffset={-90} formatLabel={(a: number) => `${String(a / 15).padStart(2, "0")}:00`} />
          <IgrNumericRadiusAxis name="radius" minimumValue={0} interval={20} />
          <IgrPolarSplineSeries name="weekday" title="Weekdays" angleAxisName="angle" radiusAxisName="radius" dataSource={hours} angleMemberPath="angle" radiusMemberPath="weekday" brush="#3949ab" thickness={3} stiffness={stiffness} markerType="None" />
          <IgrPolarSplineSeries name="saturday" title="Saturdays" angleAxisName="angle" radiusAxisName="radius" dataSource={hours} angleMemberPath="angle" radiusMemberPath="saturday" brush="#fb8c00" thickness={3} stiffness={stiffness} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
