import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { energyByYear } from "../../_shared/energy";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const sources = [
  { field: "wind", title: "Wind", color: "#2ab3a6", shape: "Circle" },
  { field: "solar", title: "Solar", color: "#f2c12e", shape: "Triangle" },
  { field: "hydro", title: "Hydro", color: "#1f77b4", shape: "Square" },
] as const;

// "Automatic" lets the chart pick a different marker shape per series (markerAutomaticBehavior).
const shapes = ["Automatic", "Per series", "None", "Circle", "Square", "Diamond", "Triangle", "Pentagram", "Hexagon"] as const;
type Shape = (typeof shapes)[number];

const fills = [
  { value: "white", text: "White fill, series outline" },
  { value: "series", text: "Series fill, white outline" },
];

export default function SeriesMarkersSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [shape, setShape] = useState<Shape>("Per series");
  const [fill, setFill] = useState("white");
  const [size, setSize] = useState(14);
  const [thickness, setThickness] = useState(2);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Marker shape" value={shape} options={shapes} width={150} onChange={setShape} />
        <SelectControl label="Marker colours" value={fill} options={fills} width={240} onChange={setFill} />
        <SliderControl label="Marker size" value={size} min={6} max={30} onChange={setSize} />
        <SliderControl label="Marker outline" value={thickness} min={0} max={5} onChange={setThickness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} markerAutomaticBehavior="SmartIndexed" chartTitle="Renewable generation (TWh)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="years" dataSource={energyByYear} label="year" interval={1} />
          <IgrNumericYAxis name="twh" minimumValue={0} />
          {sources.map((s) => (
            <IgrLineSeries
              key={s.field}
              name={s.field}
              title={s.title}
              dataSource={energyByYear}
              valueMemberPath={s.field}
              xAxisName="years"
              yAxisName="twh"
              brush={s.color}
              thickness={2}
              markerType={shape === "Automatic" ? "Automatic" : shape === "Per series" ? s.shape : shape}
              markerSize={size}
              markerThickness={thickness}
              markerBrush={fill === "white" ? "#ffffff" : s.color}
              markerOutline={fill === "white" ? s.color : "#ffffff"}
              showDefaultTooltip={true}
            />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
