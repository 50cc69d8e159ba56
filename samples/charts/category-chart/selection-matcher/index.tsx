import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrCategoryChart,
  IgrCategoryChartModule,
  IgrChartSelection,
  IgrLegend,
  IgrLegendModule,
  IgrSeriesMatcher,
} from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { energyByYear } from "../../_shared/energy";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const data = energyByYear.slice(-6);

const sources = [
  { value: "coal", text: "Coal" },
  { value: "gas", text: "Gas" },
  { value: "nuclear", text: "Nuclear" },
  { value: "hydro", text: "Hydro" },
  { value: "wind", text: "Wind" },
  { value: "solar", text: "Solar" },
];

const years = data.map((d) => ({ value: d.year, text: d.year }));

const colors = ["#5b5b5b", "#8e6cc2", "#f28e2b", "#1f77b4", "#2ab3a6", "#f2c12e"];

export default function SelectionMatcherSample() {
  const chart = useRef<IgrCategoryChart>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [source, setSource] = useState("wind");
  const [year, setYear] = useState("2022");
  const [count, setCount] = useState(0);

  // The category chart creates its series itself, so code cannot hold a series object to select.
  // A series matcher names the series instead: here by the data property it plots.
  const select = (wholeSeries: boolean) => {
    const items = chart.current?.selectedSeriesItems;
    if (!items) return;
    const matcher = new IgrSeriesMatcher();
    matcher.memberPath = source;
    matcher.memberPathType = "ValueMemberPath";
    const selection = new IgrChartSelection();
    selection.matcher = matcher;
    if (!wholeSeries) selection.item = data.find((d) => d.year === year);
    items.add(selection);
  };

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Series" value={source} options={sources} width={150} onChange={setSource} />
        <Choice label="Year" value={year} options={years} width={120} onChange={setYear} />
        <IgrButton onClick={() => select(false)}>Select column</IgrButton>
        <IgrButton variant="outlined" onClick={() => select(true)}>
          Select whole series
        </IgrButton>
        <IgrButton variant="flat" disabled={count === 0} onClick={() => chart.current?.selectedSeriesItems.clear()}>
          Clear
        </IgrButton>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={{ fontSize: 14 }}>
        Selected items: <b>{count}</b>. Pick a series and a year, then select from code; clicking columns also selects them.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          ref={chart}
          dataSource={data}
          legend={legend}
          chartType="Column"
          selectionMode="SelectionColorThickOutline"
          selectionBehavior="PerSeriesAndDataItemMultiSelect"
          selectionBrush="#ff006e"
          selectedSeriesItemsChanged={(_, e) => setCount(e.currentItems?.count ?? 0)}
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
