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
  IgrStackedAreaSeries,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { energyByYear } from "../../_shared/energy";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
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

export default function StackedAreaChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [opacity, setOpacity] = useState(0.75);
  const [reverse, setReverse] = useState(false);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Fill opacity" value={opacity} min={0.2} max={1} step={0.05} onChange={setOpacity} />
        <SwitchControl label="Reverse legend order" checked={reverse} onChange={setReverse} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Electricity generation by source (TWh)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="years" dataSource={energyByYear} label="year" interval={1} />
          <IgrNumericYAxis name="twh" title="TWh" minimumValue={0} />
          {/* One stacked series; each fragment is one layer of the stack, drawn on top of the ones before it. */}
          <IgrStackedAreaSeries name="mix" dataSource={energyByYear} xAxisName="years" yAxisName="twh" reverseLegendOrder={reverse} showDefaultTooltip={true}>
            {sources.map((s) => (
              <IgrStackedFragmentSeries key={s.field} name={s.field} title={s.title} valueMemberPath={s.field} brush={s.color} outline={s.color} areaFillOpacity={opacity} />
            ))}
          </IgrStackedAreaSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
