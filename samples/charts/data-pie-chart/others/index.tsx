import { useState } from "react";
import { IgrDataPieChart, IgrDataPieChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SliderControl, ToggleGroup } from "../../_shared/controls";
import { visitorsByCountry } from "../_shared/data";

IgrDataPieChartModule.register();

type ThresholdType = "Percent" | "Number";
const types: { value: ThresholdType; text: string }[] = [
  { value: "Percent", text: "Percent" },
  { value: "Number", text: "Visitors" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#386641", "#1d3557", "#e63946", "#457b9d", "#f4a261", "#2a9d8f", "#e9c46a", "#8d99ae", "#b5838d", "#6d597a", "#ffb4a2", "#9a8c98"];
const outlines = ["#ffffff"];

export default function DataPieChartOthersSample() {
  const [type, setType] = useState<ThresholdType>("Percent");
  const [percent, setPercent] = useState(4);
  const [visitors, setVisitors] = useState(60);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Threshold in" value={type} options={types} onChange={setType} />
        {type === "Percent" ? (
          <SliderControl label="Merge countries below" value={percent} min={0} max={15} format={(v) => `${v}%`} onChange={setPercent} />
        ) : (
          <SliderControl label="Merge countries below" value={visitors} min={0} max={400} step={10} format={(v) => `${v}k visitors`} onChange={setVisitors} />
        )}
      </ControlBar>
      <div style={chartArea}>
        <IgrDataPieChart
          dataSource={visitorsByCountry}
          chartTitle="National park visitors by country of origin (thousands)"
          // Slices under the threshold are merged into a single "others" slice.
          othersCategoryType={type}
          othersCategoryThreshold={type === "Percent" ? percent : visitors}
          othersCategoryText="Smaller markets"
          othersCategoryBrush="#adb5bd"
          othersCategoryOutline="#ffffff"
          sliceLabelContentMode="LabelAndValue"
          brushes={brushes}
          outlines={outlines}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
