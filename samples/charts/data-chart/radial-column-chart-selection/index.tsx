import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrCategoryAngleAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartRadialCoreModule,
  IgrDataChartRadialModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericRadiusAxis,
  IgrRadialColumnSeries,
  type IgrChartSelectedItemCollection,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, StatusLine, chartArea, chartPage } from "../../_shared/controls";
import { climate, type CityMonth } from "../../_shared/weather";

IgrDataChartCoreModule.register();
IgrDataChartRadialCoreModule.register();
IgrDataChartRadialModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// What one click selects, and whether earlier selections stay.
const behaviors = [
  { value: "PerSeriesAndDataItemMultiSelect", text: "One column, many at once" },
  { value: "PerSeriesAndDataItemSingleSelect", text: "One column at a time" },
  { value: "PerDataItemMultiSelect", text: "Whole month, many at once" },
  { value: "PerSeriesSingleSelect", text: "Whole series" },
];

// How the selection is drawn.
const modes = [
  { value: "SelectionColorFill", text: "Selection colour fill" },
  { value: "SelectionColorThickOutline", text: "Thick outline" },
  { value: "FadeOthers", text: "Fade others" },
  { value: "GrayscaleOthers", text: "Grayscale others" },
  { value: "Brighten", text: "Brighten" },
];

function describe(items: IgrChartSelectedItemCollection | null | undefined): string[] {
  if (!items) return [];
  return items.toArray().map((s) => {
    const month = (s.item as CityMonth | null)?.month;
    return [s.series?.title as string | undefined, month].filter(Boolean).join(" ") || "series";
  });
}

export default function RadialColumnChartSelectionSample() {
  const chart = useRef<IgrDataChart>(null);
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
      <ControlBar>
        <SelectControl label="Selection behavior" value={behavior} options={behaviors} width={270} onChange={changeBehavior} />
        <SelectControl label="Selection mode" value={mode} options={modes} width={210} onChange={setMode} />
        <IgrButton variant="outlined" disabled={selected.length === 0} onClick={() => chart.current?.selectedSeriesItems.clear()}>
          Clear selection
        </IgrButton>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <StatusLine>
        Click the columns. Selected ({selected.length}): {selected.length ? selected.join(", ") : "nothing yet"}
      </StatusLine>
      <div style={chartArea}>
        <IgrDataChart
          ref={chart}
          legend={legend}
          selectionBehavior={behavior}
          selectionMode={mode}
          selectionBrush="#e4007c"
          selectedSeriesItemsChanged={(_, e) => setSelected(describe(e.currentItems))}
          chartTitle="Average daily high and low (°C), London"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryAngleAxis name="months" dataSource={climate.london} label="month" interval={1} startAngleOffset={-90} />
          {/* The radius scale as a ruler below the plot: along the radius its labels lay on the series' fills,
              where no one ink reads in every theme (the theme's grey read at 2.1:1 to 4.2:1 on them). */}
          <IgrNumericRadiusAxis name="temperature" minimumValue={0} maximumValue={25} interval={5} innerRadiusExtentScale={0.1} radiusExtentScale={0.85} labelLocation="OutsideBottom" />
          <IgrRadialColumnSeries name="high" title="High" dataSource={climate.london} valueMemberPath="high" angleAxisName="months" valueAxisName="temperature" brush="#f28e2b" outline="#f28e2b" />
          <IgrRadialColumnSeries name="low" title="Low" dataSource={climate.london} valueMemberPath="low" angleAxisName="months" valueAxisName="temperature" brush="#1f77b4" outline="#1f77b4" />
        </IgrDataChart>
      </div>
    </div>
  );
}
