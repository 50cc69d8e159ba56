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
  IgrStackedBarSeries,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { activities, timeUse } from "../_shared/time-use";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function StackedBarChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [gap, setGap] = useState(0.3);
  const [inverted, setInverted] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Gap between bars" value={gap} min={0} max={1} step={0.05} onChange={setGap} />
        <SwitchControl label="Youngest at the top" checked={inverted} onChange={setInverted} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="How a day is spent, by age group (hours)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* Bars are horizontal: the categories are on a Y axis and the values on a numeric X axis. */}
          <IgrCategoryYAxis name="ages" dataSource={timeUse} label="age" interval={1} gap={gap} isInverted={inverted} />
          <IgrNumericXAxis name="hours" title="Hours" minimumValue={0} maximumValue={24} interval={2} />
          <IgrStackedBarSeries name="day" dataSource={timeUse} xAxisName="hours" yAxisName="ages" showDefaultTooltip={true}>
            {activities.map((a) => (
              <IgrStackedFragmentSeries key={a.field} name={a.field} title={a.title} valueMemberPath={a.field} brush={a.color} outline="#ffffff" thickness={1} />
            ))}
          </IgrStackedBarSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
