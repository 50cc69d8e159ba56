import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrCategoryXAxis,
  IgrChartSelection,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrSeriesMatcher,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, StatusLine, chartArea, chartPage } from "../../_shared/controls";
import { regions, sales } from "../../_shared/sales";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const data = sales.slice(0, 6);
const colors = ["#1f77b4", "#2ab3a6", "#8e6cc2", "#f28e2b"];

// A series matcher identifies a series without holding the series object: by its name, its title,
// its position among the chart's series, or the data property it plots.
const ways = [
  { value: "name", text: "Name (series-North...)" },
  { value: "title", text: "Title (North region...)" },
  { value: "index", text: "Index (0, 1, 2, 3)" },
  { value: "memberPath", text: "Value member path" },
];

const months = data.map((d) => d.month);

export default function SelectionMatcherSample() {
  const chart = useRef<IgrDataChart>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [way, setWay] = useState("title");
  const [region, setRegion] = useState<string>("East");
  const [month, setMonth] = useState("Apr");
  const [count, setCount] = useState(0);

  const matcher = () => {
    const m = new IgrSeriesMatcher();
    const index = regions.indexOf(region as (typeof regions)[number]);
    if (way === "name") m.name = `series-${region}`;
    if (way === "title") m.title = `${region} region`;
    if (way === "index") m.index = index;
    if (way === "memberPath") {
      m.memberPath = region;
      m.memberPathType = "ValueMemberPath";
    }
    return m;
  };

  const select = (wholeSeries: boolean) => {
    const selection = new IgrChartSelection();
    selection.matcher = matcher();
    if (!wholeSeries) selection.item = data.find((d) => d.month === month);
    chart.current?.selectedSeriesItems.add(selection);
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Match series by" value={way} options={ways} width={230} onChange={setWay} />
        <SelectControl label="Region" value={region} options={regions} width={120} onChange={setRegion} />
        <SelectControl label="Month" value={month} options={months} width={110} onChange={setMonth} />
        <IgrButton onClick={() => select(false)}>Select column</IgrButton>
        <IgrButton variant="outlined" onClick={() => select(true)}>
          Select series
        </IgrButton>
        <IgrButton variant="flat" disabled={count === 0} onClick={() => chart.current?.selectedSeriesItems.clear()}>
          Clear
        </IgrButton>
      </ControlBar>
      <StatusLine>
        Selected items: <b>{count}</b>. Each button builds an IgrSeriesMatcher the chosen way and adds an IgrChartSelection.
      </StatusLine>
      <IgrLegend ref={setLegend} orientation="Horizontal" />
      <div style={chartArea}>
        <IgrDataChart
          ref={chart}
          legend={legend}
          selectionMode="SelectionColorFill"
          selectionBehavior="PerSeriesAndDataItemMultiSelect"
          selectionBrush="#e4007c"
          selectedSeriesItemsChanged={(_, e) => setCount(e.currentItems?.count ?? 0)}
          chartTitle="Revenue by region, first half of 2024 (k$)"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="months" dataSource={data} label="month" interval={1} />
          <IgrNumericYAxis name="revenue" minimumValue={0} />
          {regions.map((r, i) => (
            <IgrColumnSeries
              key={`series-${r}`}
              name={`series-${r}`}
              title={`${r} region`}
              dataSource={data}
              valueMemberPath={r}
              xAxisName="months"
              yAxisName="revenue"
              brush={colors[i]}
              outline={colors[i]}
            />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
