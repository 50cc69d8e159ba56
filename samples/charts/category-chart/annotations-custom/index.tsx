import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, type IgrCalloutStyleUpdatingEventArgs } from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

const sources = [
  { value: "gas", text: "Gas" },
  { value: "wind", text: "Wind" },
  { value: "solar", text: "Solar" },
  { value: "coal", text: "Coal" },
] as const;

type Source = (typeof sources)[number]["value"];

const labelKinds = [
  { value: "percent", text: "Change in %" },
  { value: "twh", text: "Change in TWh" },
  { value: "arrow", text: "Arrow only" },
] as const;

type LabelKind = (typeof labelKinds)[number]["value"];

interface GrowthCallout {
  index: number;
  value: number;
  change: number;
  label: string;
}

function growthLabel(kind: LabelKind, change: number, previous: number): string {
  const arrow = change > 0 ? "▲" : change < 0 ? "▼" : "■";
  if (kind === "arrow") return arrow;
  if (kind === "twh") return `${arrow} ${change > 0 ? "+" : ""}${change} TWh`;
  const percent = (change / previous) * 100;
  return `${arrow} ${percent > 0 ? "+" : ""}${percent.toFixed(1)}%`;
}

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#8fb3d9"];
const outlines = ["#5d86b3"];

export default function AnnotationsCustomSample() {
  const [source, setSource] = useState<Source>("gas");
  const [kind, setKind] = useState<LabelKind>("percent");
  const [colorBySign, setColorBySign] = useState(true);

  const data = useMemo(() => energyByYear.map((d) => ({ year: d.year, [source]: d[source] })), [source]);

  // One callout per year after the first, carrying the change from the year before. A new array
  // (also when colorBySign changes) makes the chart lay out and restyle its callouts again.
  const callouts = useMemo<GrowthCallout[]>(
    () =>
      energyByYear.slice(1).map((d, i) => {
        const previous = energyByYear[i]![source];
        const change = d[source] - previous;
        return { index: i + 1, value: d[source], change, label: growthLabel(kind, change, previous) };
      }),
    [source, kind, colorBySign],
  );

  // Called for every callout before it is drawn; xValue is the callout's category index.
  const styleCallout = (_chart: unknown, e: IgrCalloutStyleUpdatingEventArgs) => {
    const callout = callouts.find((c) => c.index === e.xValue);
    if (!callout || !colorBySign) return;
    // Each fill holds white text at 4.5:1 or more.
    const color = callout.change > 0 ? "#17732f" : callout.change < 0 ? "#c62828" : "#6d6d6d";
    e.background = color;
    e.outline = color;
    e.leaderBrush = color;
    e.textColor = "#ffffff";
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Energy source" value={source} options={sources} onChange={setSource} />
        <SelectControl label="Callout label" value={kind} options={labelKinds} onChange={setKind} />
        <SwitchControl label="Colour by change" checked={colorBySign} onChange={setColorBySign} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        Each callout is built from a separate data source and styled in code: green for growth, red for decline.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={data}
          chartType="Column"
          chartTitle="Year-over-year change in generation"
          yAxisTitle="TWh"
          yAxisMinimumValue={0}
          brushes={brushes}
          outlines={outlines}
          calloutsVisible={true}
          calloutsDataSource={callouts}
          calloutsXMemberPath="index"
          calloutsYMemberPath="value"
          calloutsLabelMemberPath="label"
          calloutsBackground="#ffffff"
          calloutsOutline="#5d86b3"
          calloutsStrokeThickness={1}
          calloutsTextColor="#1f2d3d"
          calloutStyleUpdatingEventEnabled={true}
          calloutStyleUpdating={styleCallout}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
