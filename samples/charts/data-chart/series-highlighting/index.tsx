import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";
import { regions, sales } from "../../_shared/sales";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const data = sales.slice(6);
const colors = ["#1f77b4", "#2ab3a6", "#8e6cc2", "#f28e2b"];

// How the highlight looks...
const modes = [
  { value: "FadeOthers", text: "Fade other series" },
  { value: "FadeOthersSpecific", text: "Fade other items" },
  { value: "Brighten", text: "Brighten series" },
  { value: "BrightenSpecific", text: "Brighten item" },
  { value: "None", text: "None" },
];
// ...and what the pointer has to be near to trigger it.
const behaviors = [
  { value: "DirectlyOver", text: "Directly over a column" },
  { value: "NearestItems", text: "Nearest items" },
  { value: "NearestItemsAndSeries", text: "Nearest items and series" },
];
const legendModes = [
  { value: "MatchSeries", text: "Highlight from legend" },
  { value: "None", text: "Legend does not highlight" },
];

export default function SeriesHighlightingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [mode, setMode] = useState("FadeOthers");
  const [behavior, setBehavior] = useState("DirectlyOver");
  const [legendMode, setLegendMode] = useState("MatchSeries");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Highlighting mode" value={mode} options={modes} width={190} onChange={setMode} />
        <SelectControl label="Highlighting behavior" value={behavior} options={behaviors} width={230} onChange={setBehavior} />
        <SelectControl label="Legend" value={legendMode} options={legendModes} width={230} onChange={setLegendMode} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>Move the pointer over the columns or over the legend items.</div>
      <IgrLegend ref={setLegend} orientation="Horizontal" />
      <div style={chartArea}>
        <IgrDataChart
          legend={legend}
          highlightingMode={mode}
          highlightingBehavior={behavior}
          legendHighlightingMode={legendMode}
          highlightingFadeOpacity={0.2}
          chartTitle="Revenue by region, second half of 2024 (k$)"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="months" dataSource={data} label="month" interval={1} />
          <IgrNumericYAxis name="revenue" minimumValue={0} />
          {regions.map((r, i) => (
            <IgrColumnSeries key={r} name={r} title={r} dataSource={data} valueMemberPath={r} xAxisName="months" yAxisName="revenue" brush={colors[i]} outline={colors[i]} />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
