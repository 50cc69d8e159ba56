import { useMemo, useState } from "react";
import {
  IgrCategoryYAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartStackedModule,
  IgrDataChartVerticalCategoryModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
  IgrStacked100BarSeries,
  IgrStackedBarSeries,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { climate, cities, cityNames } from "../../_shared/weather";
import { ControlBar, ToggleGroup, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
// The series' default tooltips follow the pointer through the interactivity module.
IgrDataChartInteractivityModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartVerticalCategoryModule.register();
IgrDataChartStackedModule.register();
IgrLegendModule.register();

// Meteorological seasons: the months (by index) they cover.
const seasons = [
  { key: "winter", name: "Winter (Dec–Feb)", months: [11, 0, 1], color: "#5c6bc0" },
  { key: "spring", name: "Spring (Mar–May)", months: [2, 3, 4], color: "#66bb6a" },
  { key: "summer", name: "Summer (Jun–Aug)", months: [5, 6, 7], color: "#ffa726" },
  { key: "autumn", name: "Autumn (Sep–Nov)", months: [8, 9, 10], color: "#8d6e63" },
];

const modes = [
  { value: "mm", text: "Millimetres" },
  { value: "share", text: "Share of the year" },
] as const;

export default function ItemizedStackedBarChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [mode, setMode] = useState<(typeof modes)[number]["value"]>("mm");

  // One row per city; each season's rainfall is an item of the row.
  const rows = useMemo(
    () => cities.map((c) => Object.fromEntries([["city", cityNames[c]], ...seasons.map((s) => [s.key, s.months.reduce((sum, m) => sum + climate[c][m]!.rainfall, 0)])])),
    [],
  );

  const fragments = seasons.map((s) => <IgrStackedFragmentSeries key={s.key} name={s.key} title={s.name} valueMemberPath={s.key} brush={s.color} outline={s.color} />);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Values" value={mode} options={modes} onChange={setMode} />
        {/* Keyed like the chart, so a fresh legend lists the new series once. */}
        <IgrLegend key={mode} ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        {/* key: switching between the stacked and the 100 % series rebuilds the chart. */}
        <IgrDataChart key={mode} legend={legend} chartTitle="Rainfall by season" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryYAxis name="cities" label="city" dataSource={rows} isInverted={true} gap={0.4} />
          <IgrNumericXAxis name="rain" title={mode === "mm" ? "Rainfall (mm)" : "Share of yearly rainfall"} minimumValue={0} labelFormat={mode === "mm" ? "{0}" : "{0}%"} />
          {mode === "mm" ? (
            <IgrStackedBarSeries name="stack" xAxisName="rain" yAxisName="cities" dataSource={rows} showDefaultTooltip={true}>
              {fragments}
            </IgrStackedBarSeries>
          ) : (
            <IgrStacked100BarSeries name="stack100" xAxisName="rain" yAxisName="cities" dataSource={rows} showDefaultTooltip={true}>
              {fragments}
            </IgrStacked100BarSeries>
          )}
        </IgrDataChart>
      </div>
    </div>
  );
}
