import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrCategoryChart,
  IgrCategoryChartModule,
  IgrLegend,
  IgrLegendModule,
  type IgrChartSelectedItemCollection,
} from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { energyByYear } from "../../_shared/energy";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// selectionBehavior sets WHAT one click selects and whether earlier selections stay.
const behaviors = [
  { value: "PerSeriesAndDataItemMultiSelect", text: "Column, many at once" },
  { value: "PerSeriesAndDataItemSingleSelect", text: "Column, one per series" },
  { value: "PerSeriesAndDataItemGlobalSingleSelect", text: "Column, one in the chart" },
  { value: "PerDataItemMultiSelect", text: "Whole year, many at once" },
  { value: "PerDataItemSingleSelect", text: "Whole year, one at a time" },
  { value: "PerSeriesMultiSelect", text: "Whole series, many at once" },
  { value: "PerSeriesSingleSelect", text: "Whole series, one at a time" },
];

const modes = [
  { value: "SelectionColorFill", text: "Selection colour fill" },
  { value: "FadeOthers", text: "Fade others" },
  { value: "GrayscaleOthers", text: "Grayscale others" },
  { value: "ThickOutline", text: "Thick outline" },
];

const colors = ["#5b5b5b", "#8e6cc2", "#f28e2b", "#1f77b4", "#2ab3a6", "#f2c12e"];

const data = energyByYear.slice(-5);

function describe(items: IgrChartSelectedItemCollection | null | undefined): string[] {
  if (!items) return [];
  return items.toArray().map((s) => {
    const year = (s.item as { year?: string } | null)?.year;
    const series = s.series?.title as string | undefined;
    return [series, year].filter(Boolean).join(" ") || "selection";
  });
}

export default function SelectionMultipleModesSample() {
  const chart = useRef<IgrCategoryChart>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [behavior, setBehavior] = useState("PerSeriesAndDataItemMultiSelect");
  const [mode, setMode] = useState("SelectionColorFill");
  const [selected, setSelected] = useState<string[]>([]);

  const changeBehavior = (value: string) => {
    chart.current?.selectedSeriesItems.clear();
    setBehavior(value);
  };

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Selection behavior" value={behavior} options={behaviors} width={260} onChange={changeBehavior} />
        <Choice label="Selection mode" value={mode} options={modes} width={210} onChange={setMode} />
        <IgrButton variant="outlined" disabled={selected.length === 0} onClick={() => chart.current?.selectedSeriesItems.clear()}>
          Clear selection
        </IgrButton>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={{ fontSize: 14 }}>
        Click columns to select. Selected ({selected.length}): {selected.length ? selected.join(", ") : "nothing yet"}
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          ref={chart}
          dataSource={data}
          legend={legend}
          chartType="Column"
          selectionBehavior={behavior}
          selectionMode={mode}
          selectionBrush="#ff006e"
          selectedSeriesItemsChanged={(_, e) => setSelected(describe(e.currentItems))}
          brushes={colors}
          outlines={colors}
          chartTitle="Electricity generation by source"
          yAxisTitle="TWh"
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
