import { useMemo, useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartScatterModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrScatterSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { people } from "../_shared/people";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();

const markerTypes = ["Circle", "Square", "Diamond", "Triangle", "Pyramid", "Tetragram", "Pentagram", "Hexagram", "Hexagon", "Pentagon"] as const;
type MarkerType = (typeof markerTypes)[number];

// What the series does when markers would overlap.
const avoidances = [
  { value: "None", text: "None (draw all)" },
  { value: "Omit", text: "Omit overlapping" },
  { value: "Fade", text: "Fade overlapping" },
  { value: "OmitAndShift", text: "Omit and shift" },
  { value: "FadeAndShift", text: "Fade and shift" },
];

const colors = [
  { value: "#2ab3a6", text: "Teal" },
  { value: "#f28e2b", text: "Orange" },
  { value: "#8e6cc2", text: "Purple" },
  { value: "#d62728", text: "Red" },
];

export default function ScatterMarkerOptionsSample() {
  const data = useMemo(() => people("men", 220), []);
  const [markerType, setMarkerType] = useState<MarkerType>("Diamond");
  const [color, setColor] = useState("#2ab3a6");
  const [thickness, setThickness] = useState(1);
  const [opacity, setOpacity] = useState(0.6);
  const [avoidance, setAvoidance] = useState("None");
  const [maximum, setMaximum] = useState(220);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Marker type" value={markerType} options={markerTypes} width={150} onChange={setMarkerType} />
        <SelectControl label="Marker colour" value={color} options={colors} width={140} onChange={setColor} />
        <SelectControl label="Collision avoidance" value={avoidance} options={avoidances} width={190} onChange={setAvoidance} />
        <SliderControl label="Outline thickness" value={thickness} min={0} max={5} onChange={setThickness} />
        <SliderControl label="Fill opacity" value={opacity} min={0} max={1} step={0.1} onChange={setOpacity} />
        <SliderControl label="Maximum markers" value={maximum} min={10} max={220} step={10} onChange={setMaximum} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Height and weight of 220 surveyed men" isHorizontalZoomEnabled={true} isVerticalZoomEnabled={true} width="100%" height="100%">
          <IgrNumericXAxis name="height" title="Height (cm)" minimumValue={150} maximumValue={205} interval={5} />
          <IgrNumericYAxis name="weight" title="Weight (kg)" minimumValue={45} maximumValue={130} interval={10} />
          <IgrScatterSeries
            name="men"
            title="Men"
            dataSource={data}
            xMemberPath="height"
            yMemberPath="weight"
            xAxisName="height"
            yAxisName="weight"
            markerType={markerType}
            markerBrush={color}
            markerOutline="#1b1b1b"
            markerThickness={thickness}
            markerFillOpacity={opacity}
            markerCollisionAvoidance={avoidance}
            // Above this many points in view, the series shows a representative subset of markers.
            maximumMarkers={maximum}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
