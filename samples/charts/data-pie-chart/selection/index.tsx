import { useEffect, useRef, useState } from "react";
import {
  IgrChartSelection,
  IgrDataPieChart,
  IgrDataPieChartModule,
  IgrDomainChart,
  IgrSeriesViewerSelectedSeriesItemsChangedEventArgs,
} from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, StatusLine, ToggleGroup } from "../../_shared/controls";
import { wasteByMaterial } from "../_shared/data";

IgrDataPieChartModule.register();

type Mode = "SelectionColorFill" | "SelectionColorThickOutline" | "Brighten" | "FadeOthers" | "GrayscaleOthers";
const modes: { value: Mode; text: string }[] = [
  { value: "SelectionColorFill", text: "Selection colour fill" },
  { value: "SelectionColorThickOutline", text: "Thick outline" },
  { value: "Brighten", text: "Brighten" },
  { value: "FadeOthers", text: "Fade others" },
  { value: "GrayscaleOthers", text: "Grey out others" },
];

type Behavior = "PerDataItemMultiSelect" | "PerDataItemSingleSelect";
const behaviors: { value: Behavior; text: string }[] = [
  { value: "PerDataItemMultiSelect", text: "Multiple" },
  { value: "PerDataItemSingleSelect", text: "Single" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#6a994e", "#577590", "#f94144", "#43aa8b", "#90be6d", "#f9c74f", "#a7c957"];
const outlines = ["#ffffff"];

export default function DataPieChartSelectionSample() {
  const [mode, setMode] = useState<Mode>("SelectionColorFill");
  const [behavior, setBehavior] = useState<Behavior>("PerDataItemMultiSelect");
  const [selected, setSelected] = useState<string[]>([]);

  const chartRef = useRef<IgrDataPieChart>(null);

  // Start with Food and Plastic selected: a selection names the data row of its slice.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    for (const row of wasteByMaterial.filter((r) => r.material === "Food" || r.material === "Plastic")) {
      const selection = new IgrChartSelection();
      selection.item = row;
      chart.selectedSeriesItems.add(selection);
    }
  }, []);

  // The event lists every selected item; each one carries the data row of its slice.
  const onSelectionChanged = (_chart: IgrDomainChart, e: IgrSeriesViewerSelectedSeriesItemsChangedEventArgs) => {
    const rows = e.currentItems.toArray().map((item) => item.item as { material: string });
    setSelected(rows.map((r) => r.material));
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Selection mode" value={mode} options={modes} width={230} onChange={setMode} />
        <ToggleGroup label="Select" value={behavior} options={behaviors} onChange={setBehavior} />
      </ControlBar>
      <StatusLine>{selected.length ? `Selected: ${selected.join(", ")}` : "Click slices to select them."}</StatusLine>
      <div style={chartArea}>
        <IgrDataPieChart
          ref={chartRef}
          dataSource={wasteByMaterial}
          selectionMode={mode}
          selectionBehavior={behavior}
          selectionBrush="#1d3557"
          selectedSeriesItemsChanged={onSelectionChanged}
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
