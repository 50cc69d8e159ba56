import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const fossil = energyByYear.map(({ year, coal, gas }) => ({ year, coal, gas }));

const colors = [
  { value: "#d32f2f", text: "Red" },
  { value: "#333333", text: "Black" },
  { value: "#1976d2", text: "Blue" },
] as const;

type TickColor = (typeof colors)[number]["value"];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#5b5b5b", "#8e6cc2"];
const markerBrushes = ["#ffffff"];
const markerOutlines = ["#5b5b5b", "#8e6cc2"];

export default function AxisTickmarksSample() {
  const [xLength, setXLength] = useState(12);
  const [yLength, setYLength] = useState(12);
  const [thickness, setThickness] = useState(2);
  const [color, setColor] = useState<TickColor>("#d32f2f");
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="X tick length" value={xLength} min={0} max={20} format={(v) => `${v}px`} onChange={setXLength} />
        <SliderControl label="Y tick length" value={yLength} min={0} max={20} format={(v) => `${v}px`} onChange={setYLength} />
        <SliderControl label="Tick thickness" value={thickness} min={1} max={5} format={(v) => `${v}px`} onChange={setThickness} />
        <SelectControl label="Tick colour" value={color} options={colors} width={150} onChange={setColor} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={fossil}
          chartType="Line"
          legend={legend}
          chartTitle="Fossil generation"
          yAxisTitle="TWh"
          xAxisTickLength={xLength}
          yAxisTickLength={yLength}
          xAxisTickStrokeThickness={thickness}
          yAxisTickStrokeThickness={thickness}
          xAxisTickStroke={color}
          yAxisTickStroke={color}
          // Axis lines in the same colour make the tick marks easy to see.
          xAxisStroke={color}
          yAxisStroke={color}
          xAxisStrokeThickness={1}
          yAxisStrokeThickness={1}
          brushes={brushes}
          markerBrushes={markerBrushes}
          markerOutlines={markerOutlines}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
