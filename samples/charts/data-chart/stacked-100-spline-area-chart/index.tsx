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
  IgrStacked100SplineAreaSeries,
  IgrStacked100SplineAreaSeriesModule,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { channels, traffic } from "../_shared/traffic";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrStacked100SplineAreaSeriesModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function Stacked100SplineAreaChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [paid, setPaid] = useState(true);
  // Without paid ads, the other channels' shares grow to fill the whole height.
  const shown = paid ? channels : channels.filter((c) => c.field !== "paid");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Include paid ads" checked={paid} onChange={setPaid} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Share of weekly shop visits by channel" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="weeks" dataSource={traffic} label="week" interval={1} />
          <IgrNumericYAxis name="share" minimumValue={0} maximumValue={100} interval={10} labelFormat="{0}%" />
          <IgrStacked100SplineAreaSeries name="channels" dataSource={traffic} xAxisName="weeks" yAxisName="share" showDefaultTooltip={true}>
            {shown.map((c) => (
              <IgrStackedFragmentSeries key={c.field} name={c.field} title={c.title} valueMemberPath={c.field} brush={c.color} outline="#ffffff" thickness={1} areaFillOpacity={0.9} />
            ))}
          </IgrStacked100SplineAreaSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
