import { useState } from "react";
import { IgrDataPieChart, IgrDataPieChartModule, IgrItemLegend, IgrItemLegendModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SelectControl, ToggleGroup } from "../../_shared/controls";
import { wasteByMaterial } from "../_shared/data";

IgrDataPieChartModule.register();
IgrItemLegendModule.register();

type Content = "Label" | "LabelAndValue" | "LabelAndPercentage" | "LabelAndValueAndPercentage";
const contents: { value: Content; text: string }[] = [
  { value: "Label", text: "Material" },
  { value: "LabelAndValue", text: "Material and tonnes" },
  { value: "LabelAndPercentage", text: "Material and percent" },
  { value: "LabelAndValueAndPercentage", text: "All three" },
];

type Badge = "Circle" | "Square" | "Triangle" | "Diamond";
const badges: Badge[] = ["Circle", "Square", "Triangle", "Diamond"];

type Place = "right" | "top";
const places: { value: Place; text: string }[] = [
  { value: "right", text: "Right" },
  { value: "top", text: "Top" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#6a994e", "#577590", "#f94144", "#43aa8b", "#90be6d", "#f9c74f", "#a7c957"];
const outlines = ["#ffffff"];

export default function DataPieChartLegendSample() {
  const [content, setContent] = useState<Content>("LabelAndValueAndPercentage");
  const [badge, setBadge] = useState<Badge>("Square");
  const [place, setPlace] = useState<Place>("right");
  const [legend, setLegend] = useState<IgrItemLegend | null>(null);
  const right = place === "right";

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Legend text" value={content} options={contents} width={220} onChange={setContent} />
        <ToggleGroup label="Badge shape" value={badge} options={badges} onChange={setBadge} />
        <ToggleGroup label="Position" value={place} options={places} onChange={setPlace} />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 300, display: "flex", flexDirection: right ? "row-reverse" : "column", gap: 12 }}>
        <div style={{ alignSelf: "center" }}>
          <IgrItemLegend key={place} ref={setLegend} orientation={right ? "Vertical" : "Horizontal"} />
        </div>
        <div style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
          <IgrDataPieChart
            dataSource={wasteByMaterial}
            // The legend's text is set on the chart, separately from the slice labels.
            legendSliceLabelContentMode={content}
            legendItemBadgeShape={badge}
            sliceLabelContentMode="Label"
            brushes={brushes}
            outlines={outlines}
            legend={legend}
            // The legend mounts after the chart and takes its width: each size change replayed the slices'
            // entrance, the labels sliding out from the centre for most of a second. A legend sample shows
            // its labels where they stay.
            isTransitionInEnabled={false}
            width="100%"
            height="100%"
          />
        </div>
      </div>
    </div>
  );
}
