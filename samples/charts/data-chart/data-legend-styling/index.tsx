import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataLegend,
  IgrDataLegendModule,
  IgrNumericYAxis,
  IgrSplineSeries,
} from "igniteui-react-charts";
import { climate, cities, cityNames } from "../../_shared/weather";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataLegendModule.register();

const colors = { oslo: "#5c6bc0", london: "#78909c", madrid: "#ef6c00", cairo: "#c0ca33" };
// One row per month with every city's average high.
const highs = climate.oslo.map((m, i) => ({
  month: m.month,
  oslo: m.high,
  london: climate.london[i]!.high,
  madrid: climate.madrid[i]!.high,
  cairo: climate.cairo[i]!.high,
}));

const themes = {
  paper: { background: "#fffdf5", border: "#d7ccc8", header: "#4e342e", label: "#6d4c41", value: "#3e2723", font: "Georgia, serif" },
  night: { background: "#263238", border: "#455a64", header: "#ffffff", label: "#b0bec5", value: "#ffffff", font: "Verdana, sans-serif" },
  mint: { background: "#e0f2f1", border: "#80cbc4", header: "#004d40", label: "#00695c", value: "#004d40", font: "Trebuchet MS, sans-serif" },
};

const themeOptions = [
  { value: "paper", text: "Paper" },
  { value: "night", text: "Night" },
  { value: "mint", text: "Mint" },
] as const;

// The component applies every new array or object it is given: one per module, not one per render.
const crosshairPoint = { x: 0.45, y: 0.5 };

export default function DataLegendStylingSample() {
  const [chart, setChart] = useState<IgrDataChart | null>(null);
  const [theme, setTheme] = useState<keyof typeof themes>("night");
  const [summary, setSummary] = useState(true);
  const t = themes[theme];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Legend style" value={theme} options={themeOptions} width={150} onChange={setTheme} />
        <SwitchControl label="Mean row" checked={summary} onChange={setSummary} />
      </ControlBar>
      <div style={{ ...chartArea, position: "relative" }}>
        <IgrDataChart
          ref={setChart}
          chartTitle="Average daily high (°C)"
          crosshairPoint={crosshairPoint}
          shouldSimulateHoverMoveCrosshairPoint={true}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="months" label="month" dataSource={highs} />
          <IgrNumericYAxis name="temperature" minimumValue={-5} maximumValue={40} />
          {cities.map((c) => (
            <IgrSplineSeries key={c} name={c} title={cityNames[c]} xAxisName="months" yAxisName="temperature" dataSource={highs} valueMemberPath={c} brush={colors[c]} thickness={3} markerType="None" />
          ))}
        </IgrDataChart>
        {/* The legend floats over the chart's top-left corner; its colours, fonts and border are its own. */}
        <div style={{ position: "absolute", top: 44, left: 60 }}>
          <IgrDataLegend
            target={chart}
            layoutMode="Table"
            badgeShape="Line"
            contentBackground={t.background}
            contentBorderBrush={t.border}
            contentBorderThickness={1}
            headerTextColor={t.header}
            headerTextStyle={`bold 15px ${t.font}`}
            titleTextColor={t.label}
            titleTextStyle={`13px ${t.font}`}
            valueTextColor={t.value}
            valueTextStyle={`bold 13px ${t.font}`}
            unitsText="°C"
            unitsDisplayMode="Visible"
            unitsTextColor={t.label}
            summaryType={summary ? "Average" : "None"}
            summaryTitleText="Mean"
            summaryTitleTextColor={t.header}
            summaryValueTextColor={t.header}
            // The legend's other inks too, or the theme's (contract/canvas-theme.ts) show on the style's own
            // background: the mean row's "°C" read at 2.1:1 on the night style.
            summaryLabelTextColor={t.label}
            summaryUnitsTextColor={t.label}
            labelTextColor={t.label}
            groupTextColor={t.header}
          />
        </div>
      </div>
    </div>
  );
}
