import { useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartPolarCoreModule,
  IgrDataChartPolarModule,
  IgrNumericAngleAxis,
  IgrNumericRadiusAxis,
  IgrPolarAreaSeries,
  IgrPolarLineSeries,
  IgrPolarScatterSeries,
  IgrPolarSplineAreaSeries,
  IgrPolarSplineSeries,
} from "igniteui-react-charts";
import { windRoseLoop } from "../_shared/wind";
import { ControlBar, StatusLine, ToggleGroup, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartPolarCoreModule.register();
IgrDataChartPolarModule.register();
IgrDataChartInteractivityModule.register();

const types = [
  { value: "area", text: "Area" },
  { value: "line", text: "Line" },
  { value: "spline", text: "Spline" },
  { value: "splineArea", text: "Spline area" },
  { value: "scatter", text: "Scatter" },
] as const;
type PolarType = (typeof types)[number]["value"];

const classNames: Record<PolarType, string> = {
  area: "IgrPolarAreaSeries",
  line: "IgrPolarLineSeries",
  spline: "IgrPolarSplineSeries",
  splineArea: "IgrPolarSplineAreaSeries",
  scatter: "IgrPolarScatterSeries",
};

export default function PolarChartTypesSample() {
  const [type, setType] = useState<PolarType>("area");

  // Every series type takes the same data, axes and colours.
  const common = {
    angleAxisName: "angle",
    radiusAxisName: "radius",
    dataSource: windRoseLoop,
    angleMemberPath: "angle",
    radiusMemberPath: "speed",
    title: "Average speed",
    brush: "#8e24aa",
    outline: "#6a1b9a",
    thickness: 3,
    markerBrush: "#ce93d8",
    markerOutline: "#6a1b9a",
  } as const;

  const series =
    type === "area" ? (
      <IgrPolarAreaSeries name="area" {...common} areaFillOpacity={0.4} markerType="None" />
    ) : type === "line" ? (
      <IgrPolarLineSeries name="line" {...common} markerType="Circle" />
    ) : type === "spline" ? (
      <IgrPolarSplineSeries name="spline" {...common} markerType="Circle" />
    ) : type === "splineArea" ? (
      <IgrPolarSplineAreaSeries name="splineArea" {...common} areaFillOpacity={0.4} markerType="None" />
    ) : (
      <IgrPolarScatterSeries name="scatter" {...common} markerType="Circle" markerSize={14} />
    );

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Series type" value={type} options={types} onChange={setType} />
      </ControlBar>
      <StatusLine>
        Showing <code>{classNames[type]}</code>: the same wind speed by direction drawn by each polar series type.
      </StatusLine>
      <div style={chartArea}>
        {/* key: the chart is rebuilt for each type, as series swapped in place are not redrawn. */}
        <IgrDataChart key={type} chartTitle="Average wind speed by direction (km/h)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericAngleAxis name="angle" minimumValue={0} maximumValue={360} interval={45} startAngleOffset={-90} labelFormat="{0}°" />
          <IgrNumericRadiusAxis name="radius" minimumValue={0} maximumValue={30} interval={5} />
          {series}
        </IgrDataChart>
      </div>
    </div>
  );
}
