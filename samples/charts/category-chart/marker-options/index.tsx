import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Range, Toggle, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { stocks, symbolHistory } from "../../_shared/stocks";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// Three stocks over 60 days: enough markers to crowd, so collision avoidance and the maximum count show.
const sources = stocks.map((s) => symbolHistory(s, 60));

const markerTypes = [
  { value: "Automatic", text: "Automatic" },
  { value: "Circle", text: "Circle" },
  { value: "Triangle", text: "Triangle" },
  { value: "Pyramid", text: "Pyramid" },
  { value: "Square", text: "Square" },
  { value: "Diamond", text: "Diamond" },
  { value: "Pentagon", text: "Pentagon" },
  { value: "Hexagon", text: "Hexagon" },
  { value: "Tetragram", text: "Tetragram" },
  { value: "Pentagram", text: "Pentagram" },
  { value: "Hexagram", text: "Hexagram" },
  { value: "None", text: "None" },
];

const fillModes = [
  { value: "Normal", text: "Marker brush" },
  { value: "MatchMarkerOutline", text: "Same as outline" },
];

const outlineModes = [
  { value: "Normal", text: "Marker outline" },
  { value: "MatchMarkerBrush", text: "Same as fill" },
];

const colors = ["#1f77b4", "#d62728", "#2ca02c"];

// The component applies every new array or object it is given: one per module, not one per render.
const markerBrushes = ["white"];

export default function MarkerOptionsSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [type, setType] = useState("Automatic");
  const [thickness, setThickness] = useState(2);
  const [fillMode, setFillMode] = useState("Normal");
  const [outlineMode, setOutlineMode] = useState("Normal");
  const [omit, setOmit] = useState(false);
  const [maxCount, setMaxCount] = useState(60);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Marker type" value={type} options={markerTypes} onChange={setType} />
        <Choice label="Fill" value={fillMode} options={fillModes} width={170} onChange={setFillMode} />
        <Choice label="Outline" value={outlineMode} options={outlineModes} width={170} onChange={setOutlineMode} />
        <Range label="Outline thickness" value={thickness} min={0} max={5} onChange={setThickness} />
        <Range label="Markers per series (max)" value={maxCount} min={5} max={60} onChange={setMaxCount} />
        <Toggle label="Omit overlapping markers" checked={omit} onChange={setOmit} />
      </Toolbar>
      <IgrLegend ref={setLegend} orientation="Horizontal" />
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={sources}
          legend={legend}
          chartType="Line"
          markerTypes={type}
          markerBrushes={markerBrushes}
          markerOutlines={colors}
          markerThickness={thickness}
          markerFillMode={fillMode}
          markerOutlineMode={outlineMode}
          markerMaxCount={maxCount}
          markerCollisionAvoidance={omit ? "Omit" : "None"}
          brushes={colors}
          outlines={colors}
          chartTitle="Daily close of three stocks"
          subtitle="Simulated prices"
          yAxisLabelFormat="${0}"
          xAxisInterval={5}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
