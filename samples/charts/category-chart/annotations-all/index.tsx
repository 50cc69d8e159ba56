import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { stockClosesByDay } from "../_shared/stock-prices";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// Two companies, so every layer has more than one series to annotate.
const prices = stockClosesByDay.map(({ day, Aurora, Cirrus }) => ({ day, Aurora, Cirrus }));

// Callouts for events in the period, placed on the Aurora line.
const events = [
  { day: "Jan 19", text: "Q4 results" },
  { day: "Feb 21", text: "New wind farm" },
  { day: "Mar 27", text: "Dividend raised" },
].map(({ day, text }) => {
  const index = prices.findIndex((p) => p.day === day);
  return { index, value: prices[index]?.Aurora ?? 0, label: text };
});

export default function AnnotationsAllSample() {
  const [crosshairs, setCrosshairs] = useState(true);
  const [finalValues, setFinalValues] = useState(true);
  const [callouts, setCallouts] = useState(true);
  const [categoryHighlight, setCategoryHighlight] = useState(true);
  const [itemHighlight, setItemHighlight] = useState(true);
  const [tooltip, setTooltip] = useState(true);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Crosshairs" checked={crosshairs} onChange={setCrosshairs} />
        <SwitchControl label="Final values" checked={finalValues} onChange={setFinalValues} />
        <SwitchControl label="Event callouts" checked={callouts} onChange={setCallouts} />
        <SwitchControl label="Category highlight" checked={categoryHighlight} onChange={setCategoryHighlight} />
        <SwitchControl label="Item highlight" checked={itemHighlight} onChange={setItemHighlight} />
        <SwitchControl label="Data tooltip" checked={tooltip} onChange={setTooltip} />
      </ControlBar>
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 13 }}>
        <span style={{ opacity: 0.8 }}>Every annotation layer at once: hover the plot to see the interactive ones.</span>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={prices}
          chartType="Line"
          legend={legend}
          chartTitle="Aurora and Cirrus – closing prices"
          yAxisTitle="USD"
          markerTypes="None"
          thickness={2}
          crosshairsDisplayMode={crosshairs ? "Both" : "None"}
          crosshairsAnnotationEnabled={crosshairs}
          crosshairsSnapToData={true}
          finalValueAnnotationsVisible={finalValues}
          calloutsVisible={callouts}
          calloutsDataSource={events}
          calloutsXMemberPath="index"
          calloutsYMemberPath="value"
          calloutsLabelMemberPath="label"
          // Dark text on the light series colours the callouts take (white reads at 1.6:1 to 2.2:1). The final
          // values keep the theme's pair of background and ink (contract/canvas-theme.ts): black on its dark
          // grey read at 2.1:1.
          calloutsTextColor="#1a1a1a"
          isCategoryHighlightingEnabled={categoryHighlight}
          isItemHighlightingEnabled={itemHighlight}
          toolTipType={tooltip ? "Data" : "None"}
          // Prices of different stocks do not add up: no total row in the tooltip.
          dataToolTipSummaryType="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
