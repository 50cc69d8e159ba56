import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Range, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { energyByYear } from "../../_shared/energy";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const modes = [
  { value: "Auto", text: "Auto" },
  { value: "FromZero", text: "From zero" },
  { value: "SweepFromLeft", text: "Sweep from left" },
  { value: "SweepFromRight", text: "Sweep from right" },
  { value: "SweepFromTop", text: "Sweep from top" },
  { value: "SweepFromBottom", text: "Sweep from bottom" },
  { value: "SweepFromCenter", text: "Sweep from center" },
  { value: "AccordionFromLeft", text: "Accordion from left" },
  { value: "AccordionFromBottom", text: "Accordion from bottom" },
  { value: "Expand", text: "Expand" },
];

const speeds = [
  { value: "Auto", text: "Auto" },
  { value: "Normal", text: "Normal" },
  { value: "ValueScaled", text: "Value scaled" },
  { value: "IndexScaled", text: "Index scaled" },
  { value: "Random", text: "Random" },
];

const colors = ["#5b5b5b", "#8e6cc2", "#f28e2b", "#1f77b4", "#2ab3a6", "#f2c12e"];

// The component applies every new array or object it is given: one per module, not one per render.
const markerBrushes = ["white"];

export default function LineChartWithAnimationsSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [mode, setMode] = useState("SweepFromLeft");
  const [speed, setSpeed] = useState("IndexScaled");
  const [duration, setDuration] = useState(1500);
  const [run, setRun] = useState(0);

  const play = () => setRun((n) => n + 1);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Transition" value={mode} options={modes} onChange={(v) => { setMode(v); play(); }} />
        <Choice label="Speed" value={speed} options={speeds} width={170} onChange={(v) => { setSpeed(v); play(); }} />
        <Range label="Duration" value={duration} min={250} max={4000} step={250} format={(v) => `${v} ms`} onChange={setDuration} />
        <IgrButton onClick={play}>Replay</IgrButton>
      </Toolbar>
      {/* The transition runs when a chart first shows its series: a new key mounts a new legend and
          chart, which plays it again. */}
      <div key={run} style={{ display: "flex", flexDirection: "column", gap: 12, flex: 1, minHeight: 0 }}>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
        <div style={chartArea}>
          <IgrCategoryChart
            dataSource={energyByYear}
            legend={legend}
            chartType="Line"
            isTransitionInEnabled={true}
            transitionInMode={mode}
            transitionInSpeedType={speed}
            transitionInDuration={duration}
            brushes={colors}
            outlines={colors}
            markerBrushes={markerBrushes}
            markerOutlines={colors}
            thickness={2}
            chartTitle="Electricity generation by source"
            yAxisTitle="TWh"
            yAxisMinimumValue={0}
            isHorizontalZoomEnabled={false}
            isVerticalZoomEnabled={false}
            width="100%"
            height="100%"
          />
        </div>
      </div>
    </div>
  );
}
