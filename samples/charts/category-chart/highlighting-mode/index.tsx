import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Range, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { salesByRegion } from "../../_shared/sales";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// highlightingMode decides HOW the highlight looks.
const modes = [
  { value: "Brighten", text: "Brighten series" },
  { value: "BrightenSpecific", text: "Brighten item" },
  { value: "FadeOthers", text: "Fade other series" },
  { value: "FadeOthersSpecific", text: "Fade other items" },
  { value: "None", text: "None" },
];

const colors = ["#264653", "#2a9d8f", "#e9c46a", "#e76f51"];

export default function HighlightingModeSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [mode, setMode] = useState("FadeOthers");
  const [fade, setFade] = useState(0.2);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Highlighting mode" value={mode} options={modes} onChange={setMode} />
        <Range label="Faded opacity" value={fade} min={0} max={1} step={0.05} format={(v) => v.toFixed(2)} onChange={setFade} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={salesByRegion}
          legend={legend}
          chartType="Column"
          isSeriesHighlightingEnabled={true}
          highlightingMode={mode}
          highlightingBehavior="DirectlyOver"
          highlightingFadeOpacity={fade}
          brushes={colors}
          outlines={colors}
          chartTitle="Monthly revenue by region"
          subtitle="Hover a column: the mode sets how it stands out"
          yAxisLabelFormat="${0}k"
          yAxisMinimumValue={0}
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
