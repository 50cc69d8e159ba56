import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, SwitchControl } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type Crosshairs = "None" | "Horizontal" | "Vertical" | "Both";
const crosshairModes: { value: Crosshairs; text: string }[] = [
  { value: "Both", text: "Both lines" },
  { value: "Vertical", text: "Vertical" },
  { value: "Horizontal", text: "Horizontal" },
  { value: "None", text: "None" },
];

const data = [titledBars(stockBySymbol("ORBT"), 120), titledBars(stockBySymbol("VRDE"), 120)];
// Callouts point at single days: the highest close of each stock.
const callouts = data.flatMap((bars) => {
  const best = bars.reduce((top, b) => (b.close > top.close ? b : top));
  const index = bars.indexOf(best);
  return [{ index, value: best.close, label: `${bars.title} high ${best.close.toFixed(2)}` }];
});

export default function FinancialChartAnnotationsSample() {
  const [crosshairs, setCrosshairs] = useState<Crosshairs>("Both");
  const [axisAnnotations, setAxisAnnotations] = useState(true);
  const [finalValues, setFinalValues] = useState(true);
  const [showCallouts, setShowCallouts] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Crosshairs" value={crosshairs} options={crosshairModes} onChange={setCrosshairs} />
        <SwitchControl label="Crosshair axis labels" checked={axisAnnotations} onChange={setAxisAnnotations} />
        <SwitchControl label="Final values" checked={finalValues} onChange={setFinalValues} />
        <SwitchControl label="Callouts" checked={showCallouts} onChange={setShowCallouts} />
      </ControlBar>
      <div style={chartArea}>
        <IgrFinancialChart
          dataSource={data}
          chartType="Line"
          chartTitle="ORBT and VRDE: crosshairs, final values and callouts"
          // Crosshairs follow the pointer; their annotations label the axes where they cross.
          crosshairsDisplayMode={crosshairs}
          crosshairsSnapToData={true}
          crosshairsAnnotationEnabled={axisAnnotations}
          // Final value annotations mark each series' last value on the value axis.
          finalValueAnnotationsVisible={finalValues}
          // Callouts are notes attached to single data points, from their own data source.
          calloutsVisible={showCallouts}
          calloutsDataSource={callouts}
          calloutsXMemberPath="index"
          calloutsYMemberPath="value"
          calloutsLabelMemberPath="label"
          // Dark text on the light series colour a callout takes (white read at 2.2:1 on the blue).
          calloutsTextColor="#1a1a1a"
          volumeType="None"
          zoomSliderType="None"
          isToolbarVisible={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
