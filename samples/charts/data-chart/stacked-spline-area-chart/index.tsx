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
  IgrStackedFragmentSeries,
  IgrStackedSplineAreaSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { channels, traffic } from "../_shared/traffic";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function StackedSplineAreaChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [opacity, setOpacity] = useState(0.7);
  const [outline, setOutline] = useState(2);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Fill opacity" value={opacity} min={0.2} max={1} step={0.05} onChange={setOpacity} />
        <SliderControl label="Outline thickness" value={outline} min={0} max={5} onChange={setOutline} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 14 }}>The paid campaign in weeks 5–8 and the fortnightly newsletter show as bulges in their layers.</div>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Weekly shop visits by channel (thousands)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="weeks" dataSource={traffic} label="week" interval={1} />
          <IgrNumericYAxis name="visits" title="Thousand visits" minimumValue={0} />
          <IgrStackedSplineAreaSeries name="channels" dataSource={traffic} xAxisName="weeks" yAxisName="visits" showDefaultTooltip={true}>
            {channels.map((c) => (
              <IgrStackedFragmentSeries key={c.field} name={c.field} title={c.title} valueMemberPath={c.field} brush={c.color} outline={c.color} areaFillOpacity={opacity} thickness={outline} />
            ))}
          </IgrStackedSplineAreaSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
