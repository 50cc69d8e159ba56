import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { cityTemperatures } from "../_shared/city-climate";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const colors = [
  { value: "#b0b0b0", text: "Grey" },
  { value: "#7aa6d8", text: "Blue" },
  { value: "#e09f7d", text: "Terracotta" },
] as const;

type GridColor = (typeof colors)[number]["value"];

export default function AxisGridlinesSample() {
  const [xMajor, setXMajor] = useState(true);
  const [yMajor, setYMajor] = useState(true);
  const [yMinor, setYMinor] = useState(true);
  const [strips, setStrips] = useState(false);
  const [color, setColor] = useState<GridColor>("#7aa6d8");
  const [thickness, setThickness] = useState(1);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="X major lines" checked={xMajor} onChange={setXMajor} />
        <SwitchControl label="Y major lines" checked={yMajor} onChange={setYMajor} />
        <SwitchControl label="Y minor lines" checked={yMinor} onChange={setYMinor} />
        <SwitchControl label="Alternating bands" checked={strips} onChange={setStrips} />
        <SelectControl label="Line colour" value={color} options={colors} width={160} onChange={setColor} />
        <SliderControl label="Major thickness" value={thickness} min={1} max={4} format={(v) => `${v}px`} onChange={setThickness} />
      </ControlBar>
      <IgrLegend ref={setLegend} orientation="Horizontal" />
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={cityTemperatures}
          chartType="Line"
          legend={legend}
          chartTitle="Average monthly temperature"
          yAxisTitle="°C"
          yAxisInterval={10}
          // A transparent stroke hides a set of lines while keeping the axis interval.
          xAxisMajorStroke={xMajor ? color : "transparent"}
          xAxisMajorStrokeThickness={thickness}
          yAxisMajorStroke={yMajor ? color : "transparent"}
          yAxisMajorStrokeThickness={thickness}
          yAxisMinorInterval={2}
          yAxisMinorStroke={yMinor ? "#e3e3e3" : "transparent"}
          yAxisMinorStrokeThickness={1}
          yAxisStrip={strips ? "rgba(122, 166, 216, 0.12)" : "transparent"}
          markerTypes="None"
          thickness={2}
          // Temperatures do not add up: no total row in the tooltip.
          dataToolTipSummaryType="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
