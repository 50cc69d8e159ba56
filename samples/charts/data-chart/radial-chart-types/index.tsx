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
  IgrRadialAreaSeries,
  IgrRadialColumnSeries,
  IgrRadialLineSeries,
  IgrRadialPieSeries,
} from "igniteui-react-charts";
import { ControlBar, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";
import { climate } from "../../_shared/weather";

IgrDataChartCoreModule.register();
IgrDataChartRadialCoreModule.register();
IgrDataChartRadialModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

type SeriesType = "Area" | "Column" | "Line" | "Pie";
const types: SeriesType[] = ["Area", "Column", "Line", "Pie"];

// Madrid (the warmer city) first, so London's smaller shape is drawn on top of it.
const cities = [
  { key: "madrid", title: "Madrid", color: "#f28e2b" },
  { key: "london", title: "London", color: "#1f77b4" },
] as const;

export default function RadialChartTypesSample() {
  const [type, setType] = useState<SeriesType>("Area");
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  // Every radial series shares the same axes and props; only the element type changes.
  // The chart matches its children by key or name, so a mapped series uses its name as its key.
  const series = cities.map((c) => {
    const name = `${c.key}${type}`;
    const props = {
      name,
      title: c.title,
      dataSource: climate[c.key],
      valueMemberPath: "high",
      angleAxisName: "months",
      valueAxisName: "temperature",
      brush: c.color,
      outline: c.color,
      markerBrush: "#ffffff",
      markerOutline: c.color,
      showDefaultTooltip: true,
    };
    switch (type) {
      case "Area":
        return <IgrRadialAreaSeries key={name} {...props} areaFillOpacity={0.35} thickness={2} markerType="Circle" />;
      case "Column":
        return <IgrRadialColumnSeries key={name} {...props} />;
      case "Line":
        return <IgrRadialLineSeries key={name} {...props} thickness={3} markerType="Circle" />;
      case "Pie":
        return <IgrRadialPieSeries key={name} {...props} areaFillOpacity={0.5} />;
    }
  });

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Radial series" value={type} options={types} onChange={setType} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart
          legend={legend}
          chartTitle="Average daily high by month (°C)"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryAngleAxis name="months" dataSource={climate.london} label="month" interval={1} />
          <IgrNumericRadiusAxis name="temperature" minimumValue={0} maximumValue={35} interval={5} innerRadiusExtentScale={0.1} radiusExtentScale={0.85} />
          {series}
        </IgrDataChart>
      </div>
    </div>
  );
}
