import { useEffect, useRef, useState } from "react";
import {
  IgrPieChart,
  IgrPieChartBase,
  IgrPieChartModule,
  IgrSelectedItemsChangedEventArgs,
} from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, StatusLine, ToggleGroup } from "../../_shared/controls";
import { householdBudget, type Share } from "../_shared/data";

IgrPieChartModule.register();

type Mode = "Single" | "Multiple";
const modes: { value: Mode; text: string }[] = [
  { value: "Single", text: "Single" },
  { value: "Multiple", text: "Multiple" },
];

const colors = ["#7aa6c2", "#9cc7a4", "#e7c27d", "#d9a0a0", "#b5a6d4", "#8fc5c0", "#c9b79c"];

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function PieChartSelectionSample() {
  const [mode, setMode] = useState<Mode>("Multiple");
  const chartRef = useRef<IgrPieChart>(null);

  // Each mode starts with a selection to show: Housing alone, or Housing and Savings.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const initial = householdBudget.filter((s) => s.label === "Housing" || (mode === "Multiple" && s.label === "Savings"));
    chart.selectedItems.clear();
    initial.forEach((item) => chart.selectedItems.add(item));
    setSelected(initial);
  }, [mode]);
  const [selected, setSelected] = useState<Share[]>([]);

  // selectedItems holds the data items of the selected slices.
  const onSelectionChanged = (_chart: IgrPieChartBase, e: IgrSelectedItemsChangedEventArgs) => {
    setSelected(e.currentItems.toArray() as Share[]);
  };

  const total = selected.reduce((sum, s) => sum + s.value, 0);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Selection mode" value={mode} options={modes} onChange={setMode} />
      </ControlBar>
      <StatusLine>
        {selected.length
          ? `Selected: ${selected.map((s) => s.label).join(", ")} — $${total.toLocaleString("en-US")} a month`
          : "Click slices to select them; click again to deselect."}
      </StatusLine>
      <div style={chartArea}>
        <IgrPieChart
          // Remounted when the mode changes, so a switch to single selection starts clean.
          key={mode}
          ref={chartRef}
          dataSource={householdBudget}
          valueMemberPath="value"
          labelMemberPath="label"
          labelsPosition="OutsideEnd"
          radiusFactor={0.7}
          allowSliceSelection={true}
          selectionMode={mode}
          selectedSliceFill="#1f4e79"
          selectedSliceStroke="#0b2540"
          selectedSliceStrokeThickness={2}
          selectedItemsChanged={onSelectionChanged}
          brushes={colors}
          outlines={outlines}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
