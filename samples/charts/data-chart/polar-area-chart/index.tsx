import { useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartPolarCoreModule,
  IgrDataChartPolarModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericAngleAxis,
  IgrNumericRadiusAxis,
  IgrPolarAreaSeries,
} from "igniteui-react-charts";
import { windRoseLoop } from "../_shared/wind";
import { ControlBar, SliderControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartPolarCoreModule.register();
IgrDataChartPolarModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function PolarAreaChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [opacity, setOpacity] = useState(0.3);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Fill opacity" value={opacity} min={0.1} max={1} step={0.05} onChange={setOpacity} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Wind direction frequency at the coast station (% of hours)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* The angle axis runs clockwise from north: startAngleOffset -90 puts 0° at the top. */}
          <IgrNumericAngleAxis name="angle" minimumValue={0} maximumValue={360} interval={45} startAngleOffset={-90} labelFormat="{0}°" />
          <IgrNumericRadiusAxis name="radius" minimumValue={0} maximumValue={30} interval={5} innerRadiusExtentScale={0.05} />
          <IgrPolarAreaSeries name="winter" title="Winter" angleAxisName="angle" radiusAxisName="radius" dataSource={windRoseLoop} angleMemberPath="angle" radiusMemberPath="winter" brush="#5c6bc0" outline="#283593" areaFillOpacity={opacity} markerType="None" />
          <IgrPolarAreaSeries name="summer" title="Summer" angleAxisName="angle" radiusAxisName="radius" dataSource={windRoseLoop} angleMemberPath="angle" radiusMemberPath="summer" brush="#ffa726" outline="#e65100" areaFillOpacity={opacity} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
