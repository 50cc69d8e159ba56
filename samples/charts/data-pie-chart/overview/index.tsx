import { useState } from "react";
import { IgrDataPieChart, IgrDataPieChartModule, IgrItemLegend, IgrItemLegendModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SelectControl, SliderControl } from "../../_shared/controls";
import { wasteByMaterial } from "../_shared/data";

IgrDataPieChartModule.register();
IgrItemLegendModule.register();

type LabelMode = "Label" | "Value" | "Percentage" | "LabelAndPercentage" | "LabelAndValue";
const labelModes: { value: LabelMode; text: string }[] = [
  { value: "LabelAndPercentage", text: "Label and percent" },
  { value: "LabelAndValue", text: "Label and value" },
  { value: "Label", text: "Label" },
  { value: "Value", text: "Value" },
  { value: "Percentage", text: "Percent" },
];

const colors = ["#6a994e", "#577590", "#f94144", "#43aa8b", "#90be6d", "#f9c74f", "#a7c957"];

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function DataPieChartOverviewSample() {
  const [labelMode, setLabelMode] = useState<LabelMode>("LabelAndPercentage");
  const [innerExtent, setInnerExtent] = useState(0);
  const [legend, setLegend] = useState<IgrItemLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Slice labels" value={labelMode} options={labelModes} width={220} onChange={setLabelMode} />
        <SliderControl label="Inner extent" value={innerExtent} min={0} max={0.6} step={0.05} onChange={setInnerExtent} />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 16 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {/* The data pie chart finds the label and value fields of the data on its own. */}
          <IgrDataPieChart
            dataSource={wasteByMaterial}
            chartTitle="Household waste by material"
            subtitle="Thousand tonnes, 2024"
            sliceLabelContentMode={labelMode}
            innerExtent={innerExtent}
            brushes={colors}
            outlines={outlines}
            legend={legend}
            width="100%"
            height="100%"
          />
        </div>
        <div style={{ alignSelf: "center" }}>
          <IgrItemLegend ref={setLegend} orientation="Vertical" />
        </div>
      </div>
    </div>
  );
}
