import { useState, type ReactNode } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartStackedModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrStacked100AreaSeries,
  IgrStacked100AreaSeriesModule,
  IgrStacked100ColumnSeries,
  IgrStacked100ColumnSeriesModule,
  IgrStacked100LineSeries,
  IgrStacked100LineSeriesModule,
  IgrStacked100SplineAreaSeries,
  IgrStacked100SplineAreaSeriesModule,
  IgrStacked100SplineSeries,
  IgrStacked100SplineSeriesModule,
  IgrStackedAreaSeries,
  IgrStackedColumnSeries,
  IgrStackedFragmentSeries,
  IgrStackedLineSeries,
  IgrStackedSplineAreaSeries,
  IgrStackedSplineSeries,
} from "igniteui-react-charts";
import { ControlBar, SwitchControl, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";
import { energyByYear } from "../../_shared/energy";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrStacked100AreaSeriesModule.register();
IgrStacked100ColumnSeriesModule.register();
IgrStacked100LineSeriesModule.register();
IgrStacked100SplineSeriesModule.register();
IgrStacked100SplineAreaSeriesModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const sources = [
  { field: "coal", title: "Coal", color: "#5b5b5b" },
  { field: "gas", title: "Gas", color: "#8e6cc2" },
  { field: "nuclear", title: "Nuclear", color: "#f28e2b" },
  { field: "hydro", title: "Hydro", color: "#1f77b4" },
  { field: "wind", title: "Wind", color: "#2ab3a6" },
  { field: "solar", title: "Solar", color: "#f2c12e" },
];

type Kind = "Column" | "Area" | "Line" | "Spline" | "SplineArea";
const kinds = [
  { value: "Column", text: "Column" },
  { value: "Area", text: "Area" },
  { value: "Line", text: "Line" },
  { value: "Spline", text: "Spline" },
  { value: "SplineArea", text: "Spline area" },
] as const;

// Each kind of stack is its own series type, and the 100% stacks are separate types too.
function stack(kind: Kind, percent: boolean, { key, name, fragments }: { key: string; name: string; fragments: ReactNode }) {
  const props = { name, dataSource: energyByYear, xAxisName: "years", yAxisName: "amount", showDefaultTooltip: true };
  switch (kind) {
    case "Column":
      return percent ? <IgrStacked100ColumnSeries key={key} {...props}>{fragments}</IgrStacked100ColumnSeries> : <IgrStackedColumnSeries key={key} {...props}>{fragments}</IgrStackedColumnSeries>;
    case "Area":
      return percent ? <IgrStacked100AreaSeries key={key} {...props}>{fragments}</IgrStacked100AreaSeries> : <IgrStackedAreaSeries key={key} {...props}>{fragments}</IgrStackedAreaSeries>;
    case "Line":
      return percent ? <IgrStacked100LineSeries key={key} {...props}>{fragments}</IgrStacked100LineSeries> : <IgrStackedLineSeries key={key} {...props}>{fragments}</IgrStackedLineSeries>;
    case "Spline":
      return percent ? <IgrStacked100SplineSeries key={key} {...props}>{fragments}</IgrStacked100SplineSeries> : <IgrStackedSplineSeries key={key} {...props}>{fragments}</IgrStackedSplineSeries>;
    case "SplineArea":
      return percent ? (
        <IgrStacked100SplineAreaSeries key={key} {...props}>{fragments}</IgrStacked100SplineAreaSeries>
      ) : (
        <IgrStackedSplineAreaSeries key={key} {...props}>{fragments}</IgrStackedSplineAreaSeries>
      );
  }
}

export default function StackedChartTypesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [kind, setKind] = useState<Kind>("Column");
  const [percent, setPercent] = useState(false);

  const lines = kind === "Line" || kind === "Spline";
  // A new name (and the same key) for every type, so the chart replaces the series.
  const name = `stack-${kind}-${percent ? 100 : "values"}`;
  const fragments = sources.map((s) => (
    <IgrStackedFragmentSeries
      key={s.field}
      name={s.field}
      title={s.title}
      valueMemberPath={s.field}
      brush={s.color}
      outline={lines ? s.color : "#ffffff"}
      thickness={lines ? 3 : 1}
      areaFillOpacity={0.8}
      markerType={lines ? "Circle" : "None"}
      markerBrush={s.color}
    />
  ));

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Stacked series" value={kind} options={kinds} onChange={setKind} />
        <SwitchControl label="Stack to 100%" checked={percent} onChange={setPercent} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Electricity generation by source" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="years" dataSource={energyByYear} label="year" interval={1} gap={0.3} />
          <IgrNumericYAxis name="amount" title={percent ? "Share" : "TWh"} minimumValue={0} labelFormat={percent ? "{0}%" : "{0}"} />
          {stack(kind, percent, { key: name, name, fragments })}
        </IgrDataChart>
      </div>
    </div>
  );
}
