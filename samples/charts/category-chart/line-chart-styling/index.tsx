import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Range, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { stocks, symbolHistory } from "../../_shared/stocks";
import { themeInk } from "../../_shared/theme-ink";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const data = stocks.map((s) => symbolHistory(s, 40));

type PaletteName = "ocean" | "sunset" | "forest";

const palettes: Record<PaletteName, { lines: [string, string, string]; strip: string; grid: string }> = {
  ocean: { lines: ["#0b4f6c", "#01baef", "#20bf55"], strip: "rgba(1, 186, 239, 0.06)", grid: "#c9e6f2" },
  sunset: { lines: ["#d7263d", "#f46036", "#c5a200"], strip: "rgba(244, 96, 54, 0.06)", grid: "#f5d5c8" },
  forest: { lines: ["#1b4332", "#52b788", "#95a83a"], strip: "rgba(82, 183, 136, 0.07)", grid: "#cfe5d8" },
};

const paletteOptions = [
  { value: "ocean" as const, text: "Ocean" },
  { value: "sunset" as const, text: "Sunset" },
  { value: "forest" as const, text: "Forest" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const markerBrushes = ["white"];

export default function LineChartStylingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [paletteName, setPaletteName] = useState<PaletteName>("ocean");
  const [thickness, setThickness] = useState(4);
  const palette = palettes[paletteName];

  // The title and labels take the palette's first line colour, mixed into the theme's text colour
  // so it reads on a dark page too (a theme change mounts the sample afresh).
  const ink = useMemo(() => themeInk(palette.lines[0]), [palette]);
  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Palette" value={paletteName} options={paletteOptions} width={160} onChange={setPaletteName} />
        <Range label="Line thickness" value={thickness} min={1} max={8} onChange={setThickness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={data}
          legend={legend}
          chartType="Line"
          chartTitle="Eight weeks of trading"
          titleTextColor={ink}
          titleTextStyle="600 18px sans-serif"
          yAxisLabelFormat="${0}"
          // Series: line colours and thickness, one marker shape per series with a white fill.
          brushes={palette.lines}
          outlines={palette.lines}
          thickness={thickness}
          markerTypes="Circle, Square, Diamond"
          markerBrushes={markerBrushes}
          markerOutlines={palette.lines}
          markerThickness={2}
          // Axes: banded plot area, light grid lines and tinted labels.
          yAxisStrip={palette.strip}
          yAxisMajorStroke={palette.grid}
          xAxisStroke={palette.grid}
          yAxisStroke={palette.grid}
          xAxisLabelTextColor={ink}
          yAxisLabelTextColor={ink}
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
