import { useState } from "react";
import {
  IgrCategoryYAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartStackedModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
  IgrStacked100BarSeries,
  IgrStacked100BarSeriesModule,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { activities, timeUse } from "../_shared/time-use";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrStacked100BarSeriesModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function Stacked100BarChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [awake, setAwake] = useState(false);
  // Leaving sleep out shows how the waking hours are shared.
  const shown = awake ? activities.filter((a) => a.field !== "sleep") : activities;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Waking hours only" checked={awake} onChange={setAwake} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle={awake ? "Share of waking hours, by age group" : "Share of the day, by age group"} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryYAxis name="ages" dataSource={timeUse} label="age" interval={1} gap={0.3} isInverted={true} />
          <IgrNumericXAxis name="share" minimumValue={0} maximumValue={100} interval={10} labelFormat="{0}%" />
          <IgrStacked100BarSeries name="day" dataSource={timeUse} xAxisName="share" yAxisName="ages" showDefaultTooltip={true}>
            {shown.map((a) => (
              <IgrStackedFragmentSeries key={a.field} name={a.field} title={a.title} valueMemberPath={a.field} brush={a.color} outline="#ffffff" thickness={1} />
            ))}
          </IgrStacked100BarSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
