import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { populationByYear } from "../../_shared/population";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const legendModes = [
  { value: "MatchSeries", text: "Match series" },
  { value: "None", text: "None" },
];

const modes = [
  { value: "FadeOthers", text: "Fade other series" },
  { value: "Brighten", text: "Brighten series" },
];

const colors = ["#2ca02c", "#f2b701", "#e15759", "#4e79a7"];

export default function LegendHighlightingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [legendMode, setLegendMode] = useState("MatchSeries");
  const [mode, setMode] = useState("FadeOthers");

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Legend highlighting" value={legendMode} options={legendModes} width={180} onChange={setLegendMode} />
        <Choice label="Highlighting mode" value={mode} options={modes} width={200} onChange={setMode} />
      </Toolbar>
      <div style={{ display: "flex", alignItems: "center", gap: 12 }}>
        <b style={{ fontSize: 14 }}>Hover a legend item:</b>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </div>
      <div style={chartArea}>
        {/* With legendHighlightingMode="MatchSeries", pointing at a legend item highlights its series
            the same way as pointing at the series itself. */}
        <IgrCategoryChart
          dataSource={populationByYear}
          legend={legend}
          chartType="Line"
          legendHighlightingMode={legendMode}
          isSeriesHighlightingEnabled={true}
          highlightingMode={mode}
          brushes={colors}
          outlines={colors}
          markerOutlines={colors}
          thickness={3}
          chartTitle="Population, 1960–2020"
          yAxisTitle="Millions"
          toolTipType="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
