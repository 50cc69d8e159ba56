import { useState } from "react";
import {
  IgrBarSeries,
  IgrCategoryYAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartVerticalCategoryModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartVerticalCategoryModule.register();
IgrLegendModule.register();

// Sales target and actual sales per sales rep in the quarter, in thousands of dollars (invented).
const reps = [
  { rep: "A. Moreau", target: 420, actual: 455 },
  { rep: "B. Okafor", target: 380, actual: 341 },
  { rep: "C. Lindqvist", target: 350, actual: 372 },
  { rep: "D. Tanaka", target: 300, actual: 318 },
  { rep: "E. Rossi", target: 280, actual: 239 },
  { rep: "F. Novak", target: 260, actual: 274 },
];

export default function BarChartOverlappingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [overlap, setOverlap] = useState(1);
  const [gap, setGap] = useState(0.4);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Overlap" value={overlap} min={-1} max={1} step={0.1} onChange={setOverlap} />
        <SliderControl label="Gap" value={gap} min={0} max={2} step={0.1} onChange={setGap} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Quarterly sales against target" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* overlap 1 draws the bars of a category on top of each other; 0 puts them side by side; below 0 adds space. */}
          <IgrCategoryYAxis name="reps" label="rep" dataSource={reps} isInverted={true} overlap={overlap} gap={gap} />
          <IgrNumericXAxis name="sales" title="Thousands of USD" minimumValue={0} />
          <IgrBarSeries name="target" title="Target" xAxisName="sales" yAxisName="reps" dataSource={reps} valueMemberPath="target" brush="#cfd8dc" outline="#90a4ae" />
          <IgrBarSeries name="actual" title="Actual" xAxisName="sales" yAxisName="reps" dataSource={reps} valueMemberPath="actual" brush="rgba(25, 118, 210, 0.75)" outline="#0d47a1" />
        </IgrDataChart>
      </div>
    </div>
  );
}
