import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { salesByRegion } from "../../_shared/sales";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// selectionMode sets how a selected column looks (and how the rest of the chart reacts).
const modes = [
  { value: "SelectionColorFill", text: "Selection colour fill" },
  { value: "SelectionColorOutline", text: "Selection colour outline" },
  { value: "SelectionColorThickOutline", text: "Selection colour thick outline" },
  { value: "FocusColorFill", text: "Focus colour fill" },
  { value: "FocusColorThickOutline", text: "Focus colour thick outline" },
  { value: "ThickOutline", text: "Thick outline" },
  { value: "Brighten", text: "Brighten" },
  { value: "FadeOthers", text: "Fade others" },
  { value: "GrayscaleOthers", text: "Grayscale others" },
  { value: "None", text: "None" },
];

const brushes = [
  { value: "#ff006e", text: "Magenta" },
  { value: "#111111", text: "Black" },
  { value: "#ffbe0b", text: "Amber" },
];

const colors = ["#264653", "#2a9d8f", "#e9c46a", "#e76f51"];

export default function SelectionModesSample() {
  const chart = useRef<IgrCategoryChart>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [mode, setMode] = useState("SelectionColorFill");
  const [brush, setBrush] = useState("#ff006e");
  const [count, setCount] = useState(0);

  // A mode or colour applies as items get selected: selecting the current items again restyles them.
  useEffect(() => {
    const items = chart.current?.selectedSeriesItems;
    if (!items || items.count === 0) return;
    const current = items.toArray();
    items.clear();
    current.forEach((item) => items.add(item));
  }, [mode, brush]);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Selection mode" value={mode} options={modes} width={260} onChange={setMode} />
        <Choice label="Selection / focus colour" value={brush} options={brushes} width={190} onChange={setBrush} />
        <IgrButton variant="outlined" disabled={count === 0} onClick={() => chart.current?.selectedSeriesItems.clear()}>
          Clear selection
        </IgrButton>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={{ fontSize: 14 }}>
        Click columns to select them, click again to deselect. Selected: <b>{count}</b>
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          ref={chart}
          dataSource={salesByRegion}
          legend={legend}
          chartType="Column"
          selectionMode={mode}
          selectionBehavior="PerSeriesAndDataItemMultiSelect"
          selectionBrush={brush}
          focusBrush={brush}
          selectedSeriesItemsChanged={(_, e) => setCount(e.currentItems?.count ?? 0)}
          brushes={colors}
          outlines={colors}
          chartTitle="Monthly revenue by region"
          yAxisLabelFormat="${0}k"
          yAxisMinimumValue={0}
          toolTipType="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
