import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { stockCloses } from "../_shared/stock-prices";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

const prices = stockCloses("Aurora");

const modes = [
  { value: "Both", text: "Both lines" },
  { value: "Horizontal", text: "Horizontal" },
  { value: "Vertical", text: "Vertical" },
  { value: "None", text: "None" },
] as const;

type Mode = (typeof modes)[number]["value"];

const colors = [
  { value: "#e4572e", text: "Red" },
  { value: "#2f6fdd", text: "Blue" },
  { value: "#4b4b4b", text: "Graphite" },
] as const;

export default function AnnotationsCrosshairsSample() {
  const [mode, setMode] = useState<Mode>("Both");
  const [snap, setSnap] = useState(true);
  const [axisLabels, setAxisLabels] = useState(true);
  const [thickness, setThickness] = useState(1);
  const [color, setColor] = useState<string>(colors[0].value);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Crosshair lines" value={mode} options={modes} onChange={setMode} />
        <SelectControl label="Line colour" value={color} options={colors} onChange={setColor} />
        <SliderControl label="Thickness" value={thickness} min={1} max={5} onChange={setThickness} />
        <SwitchControl label="Snap to data" checked={snap} onChange={setSnap} />
        <SwitchControl label="Axis annotations" checked={axisLabels} onChange={setAxisLabels} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>Move the pointer over the plot: the crosshair follows it and labels its position on both axes.</div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={prices}
          chartType="Line"
          chartTitle="Aurora Energy – closing price"
          yAxisTitle="USD"
          yAxisLabelFormat="${0}"
          toolTipType="None"
          crosshairsDisplayMode={mode}
          crosshairsSnapToData={snap}
          crosshairsAnnotationEnabled={axisLabels}
          crosshairsAnnotationYAxisPrecision={2}
          crosshairsLineThickness={thickness}
          crosshairsLineHorizontalStroke={color}
          crosshairsLineVerticalStroke={color}
          crosshairsAnnotationXAxisBackground={color}
          crosshairsAnnotationYAxisBackground={color}
          crosshairsAnnotationXAxisTextColor="white"
          crosshairsAnnotationYAxisTextColor="white"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
