import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { stockClosesByDay, stockNames } from "../_shared/stock-prices";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const kinds = [
  { value: "crosshairs", text: "Crosshairs" },
  { value: "final", text: "Final values" },
  { value: "callouts", text: "Callouts" },
  { value: "highlight", text: "Highlight layers" },
] as const;

type Kind = (typeof kinds)[number]["value"];

const hints: Record<Kind, string> = {
  crosshairs: "Move the pointer: crosshair lines follow it, with its value on each axis.",
  final: "Each series labels its last closing price on the value axis.",
  callouts: "Callouts mark the highest close of every company.",
  highlight: "Hover the plot: the day under the pointer and the nearest prices are highlighted.",
};

// One callout per company, at its highest close.
const peaks = stockNames.map((name) => {
  const index = stockClosesByDay.reduce((best, d, i) => (d[name] > stockClosesByDay[best]![name] ? i : best), 0);
  const value = stockClosesByDay[index]![name];
  return { index, value, label: `${name} high $${value.toFixed(2)}` };
});

export default function AnnotationsSample() {
  const [kind, setKind] = useState<Kind>("crosshairs");
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Annotation" value={kind} options={kinds} onChange={setKind} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>{hints[kind]}</div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={stockClosesByDay}
          chartType="Line"
          legend={legend}
          chartTitle="Closing prices"
          yAxisTitle="USD"
          yAxisLabelFormat="${0}"
          markerTypes="None"
          toolTipType="None"
          crosshairsDisplayMode={kind === "crosshairs" ? "Both" : "None"}
          crosshairsAnnotationEnabled={kind === "crosshairs"}
          crosshairsSnapToData={true}
          finalValueAnnotationsVisible={kind === "final"}
          calloutsVisible={kind === "callouts"}
          calloutsDataSource={peaks}
          calloutsXMemberPath="index"
          calloutsYMemberPath="value"
          calloutsLabelMemberPath="label"
          isCategoryHighlightingEnabled={kind === "highlight"}
          isItemHighlightingEnabled={kind === "highlight"}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
