import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryCoreModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartStackedModule,
  IgrDataToolTipLayer,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrStacked100ColumnSeries,
  IgrStackedColumnSeries,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { energyByYear } from "../../_shared/energy";

// IgrCategoryChart has no stacked chart types, so this sample stacks the columns with IgrDataChart:
// one stacked column series whose fragments are the energy sources.
IgrDataChartCoreModule.register();
IgrDataChartCategoryCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartStackedModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();
IgrLegendModule.register();

const fragments = [
  { field: "coal", title: "Coal", color: "#5b5b5b" },
  { field: "gas", title: "Gas", color: "#8e6cc2" },
  { field: "nuclear", title: "Nuclear", color: "#f28e2b" },
  { field: "hydro", title: "Hydro", color: "#1f77b4" },
  { field: "wind", title: "Wind", color: "#2ab3a6" },
  { field: "solar", title: "Solar", color: "#f2c12e" },
];

const stackings = [
  { value: "values", text: "Stacked values (TWh)" },
  { value: "percent", text: "Stacked to 100 %" },
];

export default function StackColumnsSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [stacking, setStacking] = useState("values");

  const pieces = fragments.map((f) => (
    <IgrStackedFragmentSeries key={f.field} name={f.field} valueMemberPath={f.field} title={f.title} brush={f.color} outline={f.color} />
  ));

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Stacking" value={stacking} options={stackings} onChange={setStacking} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="years" label="year" dataSource={energyByYear} interval={1} gap={0.35} />
          <IgrNumericYAxis
            name="amount"
            title={stacking === "values" ? "TWh" : "Share of generation"}
            minimumValue={0}
            labelFormat={stacking === "values" ? "{0}" : "{0}%"}
          />
          {stacking === "values" ? (
            <IgrStackedColumnSeries name="stack" xAxisName="years" yAxisName="amount" dataSource={energyByYear}>
              {pieces}
            </IgrStackedColumnSeries>
          ) : (
            <IgrStacked100ColumnSeries name="stack100" xAxisName="years" yAxisName="amount" dataSource={energyByYear}>
              {pieces}
            </IgrStacked100ColumnSeries>
          )}
          <IgrDataToolTipLayer name="tooltips" />
        </IgrDataChart>
      </div>
    </div>
  );
}
