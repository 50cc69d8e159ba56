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
  IgrStacked100SplineSeries,
  IgrStacked100SplineSeriesModule,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { channels, traffic } from "../_shared/traffic";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrStacked100SplineSeriesModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function Stacked100SplineChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [thickness, setThickness] = useState(3);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Line thickness" value={thickness} min={1} max={8} onChange={setThickness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Share of weekly visits by channel (running total)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="weeks" dataSource={traffic} label="week" interval={1} />
          <IgrNumericYAxis name="share" minimumValue={0} maximumValue={100} interval={10} labelFormat="{0}%" />
          <IgrStacked100SplineSeries name="channels" dataSource={traffic} xAxisName="weeks" yAxisName="share" showDefaultTooltip={true}>
            {channels.map((c) => (
              <IgrStackedFragmentSeries key={c.field} name={c.field} title={c.title} valueMemberPath={c.field} brush={c.color} thickness={thickness} markerType="Circle" markerBrush={c.color} markerOutline="#ffffff" />
            ))}
          </IgrStacked100SplineSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
