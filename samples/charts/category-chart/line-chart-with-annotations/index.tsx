import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { Choice, Toggle, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { priceHistory, stocks } from "../../_shared/stocks";

IgrCategoryChartModule.register();

const prices = priceHistory(stocks[0]!);

// Callouts are bound to their own data: x is the index of the category, y the value to point at.
const events = [
  { index: 14, label: "Q4 earnings" },
  { index: 48, label: "Share buyback" },
  { index: 79, label: "Q1 earnings" },
  { index: 104, label: "Product launch" },
].map((e) => ({ ...e, value: prices[e.index]!.close }));

const crosshairModes = [
  { value: "None", text: "None" },
  { value: "Horizontal", text: "Horizontal" },
  { value: "Vertical", text: "Vertical" },
  { value: "Both", text: "Both" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#1f77b4"];
const outlines = ["#1f77b4"];

export default function LineChartWithAnnotationsSample() {
  const [crosshairs, setCrosshairs] = useState("Both");
  const [axisLabels, setAxisLabels] = useState(true);
  const [finalValue, setFinalValue] = useState(true);
  const [callouts, setCallouts] = useState(true);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Crosshairs" value={crosshairs} options={crosshairModes} width={160} onChange={setCrosshairs} />
        <Toggle label="Crosshair axis labels" checked={axisLabels} onChange={setAxisLabels} />
        <Toggle label="Final value" checked={finalValue} onChange={setFinalValue} />
        <Toggle label="Event callouts" checked={callouts} onChange={setCallouts} />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={prices}
          chartType="Line"
          chartTitle="ACME daily close"
          subtitle="Hover the plot to move the crosshairs (simulated prices)"
          yAxisLabelFormat="${0}"
          markerTypes="None"
          xAxisInterval={10}
          thickness={2}
          brushes={brushes}
          outlines={outlines}
          toolTipType="None"
          crosshairsDisplayMode={crosshairs}
          crosshairsSnapToData={true}
          crosshairsAnnotationEnabled={axisLabels}
          crosshairsAnnotationYAxisPrecision={2}
          finalValueAnnotationsVisible={finalValue}
          finalValueAnnotationsPrecision={2}
          calloutsVisible={callouts}
          calloutsDataSource={events}
          calloutsXMemberPath="index"
          calloutsYMemberPath="value"
          calloutsLabelMemberPath="label"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
