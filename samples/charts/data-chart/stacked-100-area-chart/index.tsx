import { useState } from "react";
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
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { energyByYear } from "../../_shared/energy";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrStacked100AreaSeriesModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const fossil = [
  { field: "coal", title: "Coal", color: "#5b5b5b" },
  { field: "gas", title: "Gas", color: "#8e6cc2" },
];
const clean = [
  { field: "nuclear", title: "Nuclear", color: "#f28e2b" },
  { field: "hydro", title: "Hydro", color: "#1f77b4" },
  { field: "wind", title: "Wind", color: "#2ab3a6" },
  { field: "solar", title: "Solar", color: "#f2c12e" },
];

export default function Stacked100AreaChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [cleanFirst, setCleanFirst] = useState(false);
  const order = cleanFirst ? [...clean, ...fossil] : [...fossil, ...clean];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Low-carbon sources at the bottom" checked={cleanFirst} onChange={setCleanFirst} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Share of electricity generation by source" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="years" dataSource={energyByYear} label="year" interval={1} />
          {/* A 100% stack always fills the axis: each fragment is its share of the year's total. */}
          <IgrNumericYAxis name="share" minimumValue={0} maximumValue={100} interval={10} labelFormat="{0}%" />
          <IgrStacked100AreaSeries key={`mix-${cleanFirst}`} name={`mix-${cleanFirst}`} dataSource={energyByYear} xAxisName="years" yAxisName="share" showDefaultTooltip={true}>
            {order.map((s) => (
              <IgrStackedFragmentSeries key={s.field} name={s.field} title={s.title} valueMemberPath={s.field} brush={s.color} outline={s.color} areaFillOpacity={0.85} />
            ))}
          </IgrStacked100AreaSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
