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
type Styling = "base" | PaletteName;
const stylings = [
  { value: "base", text: "Base theme only" },
  { value: "light", text: "Light palette" },
  { value: "dark", text: "Dark palette" },
  { value: "ocean", text: "Ocean palette" },
] as const;

// baseTheme restyles every part of the toolbar at once; the colour properties below override it part by part.
const baseThemes = ["Default", "MaterialLight", "DenaliLight", "SlingshotLight", "SlingshotDark", "RevealLight", "RevealDark"] as const;
type BaseTheme = (typeof baseThemes)[number];

const densities = ["Compact", "Cosy", "Comfortable"] as const;
type Density = (typeof densities)[number];

/** The page behind a base theme: dark for the dark themes, so the toolbar reads as it would in an app. */
function pageFor(theme: BaseTheme): Palette {
  return theme.endsWith("Dark") ? palettes.dark : palettes.light;
}

/** The toolbar's colour properties: the bar, its menus, text, icons, hover and checked states. */
function toolbarColors(p: Palette) {
  return {
    backgroundColor: p.panel,
    submenuBackgroundColor: p.menu,
    textColor: p.text,
    disabledTextColor: p.muted,
    iconFill: p.text,
    iconStroke: p.text,
    menuArrowStroke: p.text,
    hoverBackgroundColor: p.hover,
    groupHeaderBackgroundColor: p.header,
    groupHeaderTextColor: p.muted,
    separatorBackgroundColor: p.grid,
    highlightColor: p.accent,
    accentColor: p.accent,
    checkedBackgroundColor: p.accent,
    checkedBorderColor: p.accent,
    uncheckedBorderColor: p.muted,
    toolTipBackgroundColor: p.text,
    toolTipTextColor: p.panel,
  };
}

export default function ThemingSample() {
  const [chart, setChart] = useState<IgrCategoryChart | null>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [styling, setStyling] = useState<Styling>("dark");
  const [baseTheme, setBaseTheme] = useState<BaseTheme>("SlingshotDark");
  const [density, setDensity] = useState<Density>("Cosy");
  const p = styling === "base" ? pageFor(baseTheme) : palettes[styling];
  const colors = styling === "base" ? {} : toolbarColors(p);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Base theme" value={baseTheme} options={baseThemes} width={180} onChange={setBaseTheme} />
        <SelectControl label="Colours" value={styling} options={stylings} width={180} onChange={setStyling} />
        <SelectControl label="Density" value={density} options={densities} width={160} onChange={setDensity} />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 320, display: "flex", flexDirection: "column", gap: 8, padding: 12, borderRadius: 8, background: p.panel }}>
        <div style={{ display: "flex", alignItems: "center", gap: 16, height: 44 }}>
          <div style={{ flex: 1, height: "100%" }}>
            {/* key: a toolbar keeps colours it was once given, so going back to the base theme alone needs a fresh one. */}
            <IgrToolbar key={styling} target={chart} density={density} baseTheme={baseTheme} {...colors} />
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
