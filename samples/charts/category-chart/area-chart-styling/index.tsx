import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const renewables = energyByYear.map(({ year, hydro, wind, solar }) => ({ year, hydro, wind, solar }));

const palettes = {
  ocean: { fills: ["#0b3c5d", "#328cc1", "#7ec8e3"], outlines: ["#06263b", "#1d5f87", "#3b97b8"] },
  sunset: { fills: ["#6a2c70", "#f08a5d", "#f9ed69"], outlines: ["#3f1a43", "#b95b33", "#b8ac2c"] },
  forest: { fills: ["#2d6a4f", "#52b788", "#b7e4c7"], outlines: ["#1b4332", "#2d6a4f", "#52b788"] },
};

type Palette = keyof typeof palettes;

const paletteOptions = [
  { value: "ocean", text: "Ocean" },
  { value: "sunset", text: "Sunset" },
  { value: "forest", text: "Forest" },
] as const;

// The component applies every new array or object it is given: one per module, not one per render.
const markerBrushes = ["#ffffff"];

export default function AreaChartStylingSample() {
  const [palette, setPalette] = useState<Palette>("sunset");
  const [opacity, setOpacity] = useState(0.6);
  const [thickness, setThickness] = useState(3);
  const [markers, setMarkers] = useState(true);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  const { fills, outlines } = palettes[palette];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Palette" value={palette} options={paletteOptions} onChange={setPalette} />
        <SliderControl label="Fill opacity" value={opacity} min={0.1} max={1} step={0.05} format={(v) => `${Math.round(v * 100)}%`} onChange={setOpacity} />
        <SliderControl label="Outline thickness" value={thickness} min={0} max={8} format={(v) => `${v}px`} onChange={setThickness} />
        <SwitchControl label="Markers" checked={markers} onChange={setMarkers} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={renewables}
          chartType="Area"
          legend={legend}
          brushes={fills}
          outlines={outlines}
          areaFillOpacity={opacity}
          thickness={thickness}
          markerTypes={markers ? "Circle" : "None"}
          markerBrushes={markerBrushes}
          markerOutlines={outlines}
          markerThickness={2}
          chartTitle="Renewable generation"
          titleTextStyle="600 20px Georgia, serif"
          titleTextColor={outlines[0]}
          subtitle="Hydro, wind and solar, TWh"
          subtitleTextStyle="italic 14px Georgia, serif"
          yAxisMinimumValue={0}
          yAxisMajorStroke="#e6e6e6"
          xAxisLabelTextStyle="13px Georgia, serif"
          yAxisLabelTextStyle="13px Georgia, serif"
          plotAreaMarginTop={10}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
