import { useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  IgrBarSeries,
  IgrCategoryYAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartVerticalCategoryModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
} from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";
import { themeInk } from "../../_shared/theme-ink";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartVerticalCategoryModule.register();
IgrLegendModule.register();

const first = energyByYear[0]!;
const last = energyByYear[energyByYear.length - 1]!;
const sources = (["coal", "gas", "nuclear", "hydro", "wind", "solar"] as const).map((s) => ({
  source: s[0]!.toUpperCase() + s.slice(1),
  before: first[s],
  after: last[s],
}));

const palettes = {
  ocean: { before: "#b3e5fc", beforeLine: "#4fc3f7", after: "#0277bd", afterLine: "#01579b", plot: "#f5fbff" },
  sunset: { before: "#ffe0b2", beforeLine: "#ffb74d", after: "#e64a19", afterLine: "#bf360c", plot: "#fffaf5" },
  forest: { before: "#dcedc8", beforeLine: "#aed581", after: "#33691e", afterLine: "#1b5e20", plot: "#f8fbf5" },
};
type Palette = keyof typeof palettes;

const paletteOptions = [
  { value: "ocean", text: "Ocean" },
  { value: "sunset", text: "Sunset" },
  { value: "forest", text: "Forest" },
] as const;

// The component applies every new array or object it is given: one per module, not one per render.
const majorStrokeDashArray = [4, 4];

export default function BarChartStylingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [palette, setPalette] = useState<Palette>("ocean");
  const [radius, setRadius] = useState(6);
  const [outline, setOutline] = useState(2);
  const [shadow, setShadow] = useState(true);
  const colors = palettes[palette];
  // The title and labels sit on the page, outside the plot area: the palette's darkest line colour
  // mixed into the theme's text colour keeps its hue and reads on a dark page too.
  const ink = useMemo(() => themeInk(palettes[palette].afterLine), [palette]);

  // Shadows are drawn through an offscreen canvas; turn them off before the chart unmounts, so a
  // last scheduled frame does not draw a zero-sized canvas.
  const before = useRef<IgrBarSeries>(null);
  const after = useRef<IgrBarSeries>(null);
  useLayoutEffect(() => {
    const series = [before.current, after.current];
    return () => {
      for (const s of series) if (s) s.isDropShadowEnabled = false;
    };
  }, []);

  // Shared look of both series: rounded ends, outline thickness and an optional drop shadow.
  const look = { radiusX: radius, radiusY: radius, thickness: outline, isDropShadowEnabled: shadow, shadowBlur: 8, shadowColor: "rgba(0,0,0,0.35)", shadowOffsetX: 2, shadowOffsetY: 2 };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Palette" value={palette} options={paletteOptions} onChange={setPalette} />
        <SliderControl label="Corner radius" value={radius} min={0} max={14} format={(v) => `${v} px`} onChange={setRadius} />
        <SliderControl label="Outline" value={outline} min={0} max={4} format={(v) => `${v} px`} onChange={setOutline} />
        <SwitchControl label="Drop shadow" checked={shadow} onChange={setShadow} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart
          legend={legend}
          chartTitle="Electricity generation by source, 2014 and 2024"
          titleTextColor={ink}
          titleTextStyle="600 18px Georgia, serif"
          plotAreaBackground={colors.plot}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryYAxis name="sources" label="source" dataSource={sources} isInverted={true} gap={0.35} overlap={0} labelTextColor={ink} labelTextStyle="600 13px Georgia, serif" stroke={colors.afterLine} majorStroke="transparent" />
          <IgrNumericXAxis name="twh" title="TWh" minimumValue={0} labelTextColor={ink} majorStroke={colors.before} majorStrokeDashArray={majorStrokeDashArray} />
          <IgrBarSeries ref={before} name="before" title={first.year} xAxisName="twh" yAxisName="sources" dataSource={sources} valueMemberPath="before" brush={colors.before} outline={colors.beforeLine} {...look} />
          <IgrBarSeries ref={after} name="after" title={last.year} xAxisName="twh" yAxisName="sources" dataSource={sources} valueMemberPath="after" brush={colors.after} outline={colors.afterLine} {...look} />
        </IgrDataChart>
      </div>
    </div>
  );
}
