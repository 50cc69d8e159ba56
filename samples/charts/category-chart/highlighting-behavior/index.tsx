import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { highsByMonth } from "../../_shared/weather";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// highlightingBehavior decides WHAT gets highlighted as the pointer moves.
const behaviors = [
  { value: "DirectlyOver", text: "Directly over" },
  { value: "NearestItems", text: "Nearest items" },
  { value: "NearestItemsRetainMainShapes", text: "Nearest items, keep shapes" },
  { value: "NearestItemsAndSeries", text: "Nearest items and series" },
];

const chartTypes = [
  { value: "Column", text: "Column" },
  { value: "Line", text: "Line" },
];

const colors = ["#3a86ff", "#8338ec", "#ff9f1c", "#e63946"];

export default function HighlightingBehaviorSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [behavior, setBehavior] = useState("NearestItemsAndSeries");
  const [chartType, setChartType] = useState("Column");

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Highlighting behavior" value={behavior} options={behaviors} width={260} onChange={setBehavior} />
        <Choice label="Chart type" value={chartType} options={chartTypes} width={140} onChange={setChartType} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={highsByMonth}
          legend={legend}
          chartType={chartType}
          isSeriesHighlightingEnabled={true}
          isItemHighlightingEnabled={true}
          highlightingMode="FadeOthersSpecific"
          highlightingBehavior={behavior}
          brushes={colors}
          outlines={colors}
          markerOutlines={colors}
          chartTitle="Average daily high by month"
          subtitle="Move the pointer over the plot and between the columns"
          yAxisLabelFormat="{0}°C"
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
