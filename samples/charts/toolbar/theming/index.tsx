import { useState } from "react";
import { IgrToolbar, IgrToolbarModule } from "igniteui-react-layouts";
import { IgrCategoryChart, IgrCategoryChartModule, IgrCategoryChartToolbarModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { highsByMonth } from "../../_shared/weather";
import { chartPage, ControlBar, SelectControl } from "../../_shared/controls";

IgrToolbarModule.register();
IgrCategoryChartModule.register();
IgrCategoryChartToolbarModule.register();
IgrLegendModule.register();

interface Palette {
  /** Behind the toolbar and the chart. */
  panel: string;
  /** The toolbar's drop-down menus. */
  menu: string;
  text: string;
  muted: string;
  hover: string;
  header: string;
  accent: string;
  grid: string;
  series: string[];
}

const palettes = {
  light: {
    panel: "#ffffff", menu: "#ffffff", text: "#1f2937", muted: "#6b7280", hover: "#eef1f5", header: "#f3f4f6",
    accent: "#2563eb", grid: "#e5e7eb", series: ["#2563eb", "#16a34a", "#ea580c", "#9333ea"],
  },
  dark: {
    panel: "#1d2330", menu: "#262e3d", text: "#e8ecf3", muted: "#9aa7bd", hover: "#34405a", header: "#2d3647",
    accent: "#5ea8ff", grid: "#323b4d", series: ["#5ea8ff", "#4cd6a0", "#ffb547", "#f07ccf"],
  },
  ocean: {
    panel: "#eaf4fb", menu: "#f6fbfe", text: "#0b3954", muted: "#4d7390", hover: "#cfe5f4", header: "#d7ebf8",
    accent: "#087e8b", grid: "#c7dfee", series: ["#087e8b", "#0b3954", "#ff5a5f", "#c81d25"],
  },
} satisfies Record<string, Palette>;

type PaletteName = keyof typeof palettes;
const paletteChoices = [
  { value: "light", text: "Light" },
  { value: "dark", text: "Dark" },
  { value: "ocean", text: "Ocean" },
] as const;

const densities = ["Compact", "Cosy", "Comfortable"] as const;
type Density = (typeof densities)[number];

export default function ThemingSample() {
  const [chart, setChart] = useState<IgrCategoryChart | null>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [paletteName, setPaletteName] = useState<PaletteName>("dark");
  const [density, setDensity] = useState<Density>("Cosy");
  const p = palettes[paletteName];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Palette" value={paletteName} options={paletteChoices} width={160} onChange={setPaletteName} />
        <SelectControl label="Density" value={density} options={densities} width={160} onChange={setDensity} />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 320, display: "flex", flexDirection: "column", gap: 8, padding: 12, borderRadius: 8, background: p.panel }}>
        <div style={{ display: "flex", alignItems: "center", gap: 16, height: 44 }}>
          <div style={{ flex: 1, height: "100%" }}>
            {/* The toolbar's colors are plain properties: the bar, its menus, text, icons, hover and checked states. */}
            <IgrToolbar
              target={chart}
              density={density}
              backgroundColor={p.panel}
              submenuBackgroundColor={p.menu}
              textColor={p.text}
              disabledTextColor={p.muted}
              iconFill={p.text}
              iconStroke={p.text}
              menuArrowStroke={p.text}
              hoverBackgroundColor={p.hover}
              groupHeaderBackgroundColor={p.header}
              groupHeaderTextColor={p.muted}
              separatorBackgroundColor={p.grid}
              highlightColor={p.accent}
              accentColor={p.accent}
              checkedBackgroundColor={p.accent}
              checkedBorderColor={p.accent}
              uncheckedBorderColor={p.muted}
              toolTipBackgroundColor={p.text}
              toolTipTextColor={p.panel}
            />
          </div>
          <IgrLegend ref={setLegend} orientation="Horizontal" textColor={p.text} />
        </div>
        <div style={{ flex: 1, minHeight: 0 }}>
          <IgrCategoryChart
            ref={setChart}
            width="100%"
            height="100%"
            dataSource={highsByMonth}
            legend={legend ?? undefined}
            chartType="Spline"
            brushes={p.series}
            outlines={p.series}
            markerBrushes={p.series}
            markerOutlines={p.series}
            xAxisLabelTextColor={p.muted}
            yAxisLabelTextColor={p.muted}
            yAxisMajorStroke={p.grid}
            xAxisStroke={p.grid}
            yAxisTitle="Average high (°C)"
            yAxisTitleTextColor={p.muted}
            isHorizontalZoomEnabled
          />
        </div>
      </div>
    </div>
  );
}
