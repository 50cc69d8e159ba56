import { useState } from "react";
import { IgrItemLegend, IgrItemLegendModule, IgrPieChart, IgrPieChartModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SwitchControl, ToggleGroup } from "../../_shared/controls";
import { householdBudget } from "../_shared/data";

IgrPieChartModule.register();
IgrItemLegendModule.register();

type Placement = "right" | "bottom";
const placements: { value: Placement; text: string }[] = [
  { value: "right", text: "Right" },
  { value: "bottom", text: "Bottom" },
];

const total = householdBudget.reduce((sum, s) => sum + s.value, 0);
// A second, longer caption for the legend: the amount and its share of the budget.
const budget = householdBudget.map((s) => ({
  ...s,
  detail: `${s.label}: $${s.value.toLocaleString("en-US")} (${Math.round((s.value / total) * 100)}%)`,
}));

const colors = ["#264653", "#2a9d8f", "#8ab17d", "#e9c46a", "#f4a261", "#e76f51", "#9c6644"];

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function PieChartLegendSample() {
  const [placement, setPlacement] = useState<Placement>("right");
  const [details, setDetails] = useState(true);
  const [legend, setLegend] = useState<IgrItemLegend | null>(null);

  const right = placement === "right";
  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Legend position" value={placement} options={placements} onChange={setPlacement} />
        <SwitchControl label="Amounts in legend" checked={details} onChange={setDetails} />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 300, display: "flex", flexDirection: right ? "row" : "column", gap: 16 }}>
        <div style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
          <IgrPieChart
            dataSource={budget}
            valueMemberPath="value"
            labelMemberPath="label"
            // The legend can use its own caption field, separate from the slice labels.
            legendLabelMemberPath={details ? "detail" : "label"}
            // Labels outside the slices, in the theme's text colour: one ink inside could not read on both the
            // palette's dark and light slices (white read at 1.7:1 on the sand, black fails on the dark teal).
            labelsPosition="OutsideEnd"
            othersCategoryThreshold={0}
            radiusFactor={0.7}
            brushes={colors}
            outlines={outlines}
            legend={legend}
            width="100%"
            height="100%"
          />
        </div>
        <div style={{ alignSelf: "center", padding: 8, border: "1px solid var(--ig-gray-300)", borderRadius: 6 }}>
          <div style={{ fontWeight: 600, marginBottom: 6 }}>Monthly budget</div>
          <IgrItemLegend key={placement} ref={setLegend} orientation={right ? "Vertical" : "Horizontal"} />
        </div>
      </div>
    </div>
  );
}
