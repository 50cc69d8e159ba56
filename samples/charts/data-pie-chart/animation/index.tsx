import { useState } from "react";
import { IgrDataPieChart, IgrDataPieChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, SliderControl } from "../../_shared/controls";
import { wasteByMaterial } from "../_shared/data";

IgrDataPieChartModule.register();

type Mode = "Auto" | "Expand" | "FromZero" | "SweepFromCenter" | "SweepFromLeft" | "AccordionFromLeft";
const modes: { value: Mode; text: string }[] = [
  { value: "Auto", text: "Auto" },
  { value: "Expand", text: "Expand" },
  { value: "FromZero", text: "From zero" },
  { value: "SweepFromCenter", text: "Sweep from center" },
  { value: "SweepFromLeft", text: "Sweep from left" },
  { value: "AccordionFromLeft", text: "Accordion from left" },
];

type Speed = "Normal" | "IndexScaled" | "ValueScaled" | "Random";
const speeds: { value: Speed; text: string }[] = [
  { value: "Normal", text: "All together" },
  { value: "IndexScaled", text: "One after another" },
  { value: "ValueScaled", text: "By value" },
  { value: "Random", text: "Random" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#6a994e", "#577590", "#f94144", "#43aa8b", "#90be6d", "#f9c74f", "#a7c957"];
const outlines = ["#ffffff"];

export default function DataPieChartAnimationSample() {
  const [mode, setMode] = useState<Mode>("Expand");
  const [speed, setSpeed] = useState<Speed>("IndexScaled");
  const [duration, setDuration] = useState(1500);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Transition in mode" value={mode} options={modes} onChange={setMode} />
        <SelectControl label="Slice timing" value={speed} options={speeds} width={220} onChange={setSpeed} />
        <SliderControl label="Duration" value={duration} min={250} max={4000} step={250} format={(v) => `${v} ms`} onChange={setDuration} />
      </ControlBar>
      <div style={chartArea}>
        {/* The chart plays its transition-in when it first shows its data, so a new key
            (a fresh chart) plays the animation again with the chosen settings. */}
        <IgrDataPieChart
          key={`${mode}-${speed}-${duration}`}
          dataSource={wasteByMaterial}
          isTransitionInEnabled={true}
          transitionInMode={mode}
          transitionInSpeedType={speed}
          transitionInDuration={duration}
          sliceLabelContentMode="LabelAndPercentage"
          brushes={brushes}
          outlines={outlines}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
