import { useState } from "react";
import {
  IgrCategoryChart,
  IgrCategoryChartModule,
  IgrLegend,
  IgrLegendModule,
  type IgrDomainChartSeriesPointerEventArgs,
} from "igniteui-react-charts";
import { productSales2024 } from "../_shared/sales-records";
import { ControlBar, SelectControl, StatusLine, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const modes = [
  { value: "FadeOthers", text: "Fade the other columns" },
  { value: "Brighten", text: "Brighten the column" },
  { value: "None", text: "No series highlight" },
] as const;

type Mode = (typeof modes)[number]["value"];

export default function ColumnChartWithHighlightingSample() {
  const [mode, setMode] = useState<Mode>("FadeOthers");
  const [category, setCategory] = useState(true);
  const [legendHighlight, setLegendHighlight] = useState(true);
  const [hovered, setHovered] = useState("");
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  const onEnter = (_chart: unknown, e: IgrDomainChartSeriesPointerEventArgs) => {
    const row = e.item as Record<string, string | number> | undefined;
    const product = e.series?.title as string | undefined;
    if (row && product) setHovered(`${product}, ${row.quarter}: $${row[product]}K`);
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Highlighting mode" value={mode} options={modes} width={240} onChange={setMode} />
        <SwitchControl label="Highlight the quarter" checked={category} onChange={setCategory} />
        <SwitchControl label="Highlight from legend" checked={legendHighlight} onChange={setLegendHighlight} />
      </ControlBar>
      <IgrLegend ref={setLegend} orientation="Horizontal" />
      <StatusLine>{hovered ? `Highlighted: ${hovered}` : "Hover a column (or a legend item) to highlight it."}</StatusLine>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={productSales2024}
          chartType="Column"
          legend={legend}
          chartTitle="2024 sales by product"
          yAxisTitle="Thousand USD"
          yAxisMinimumValue={0}
          isSeriesHighlightingEnabled={mode !== "None"}
          highlightingMode={mode === "None" ? "Auto" : mode}
          // DirectlyOver: only the column under the pointer counts, not the nearest one.
          highlightingBehavior="DirectlyOver"
          isCategoryHighlightingEnabled={category}
          legendHighlightingMode={legendHighlight ? "MatchSeries" : "None"}
          crosshairsDisplayMode="None"
          toolTipType="None"
          seriesPointerEnter={onEnter}
          seriesPointerLeave={() => setHovered("")}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
