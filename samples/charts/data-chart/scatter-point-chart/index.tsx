import { useMemo, useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartScatterModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrScatterSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { people } from "../_shared/people";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function ScatterPointChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [count, setCount] = useState(150);
  const women = useMemo(() => people("women", count), [count]);
  const men = useMemo(() => people("men", count), [count]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="People per group" value={count} min={25} max={400} step={25} onChange={setCount} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Height and weight of surveyed adults" isHorizontalZoomEnabled={true} isVerticalZoomEnabled={true} width="100%" height="100%">
          <IgrNumericXAxis name="height" title="Height (cm)" minimumValue={140} maximumValue={205} interval={5} />
          <IgrNumericYAxis name="weight" title="Weight (kg)" minimumValue={35} maximumValue={130} interval={10} />
          {/* A scatter (point) series places one marker per item at (xMemberPath, yMemberPath). */}
          <IgrScatterSeries name="women" title="Women" dataSource={women} xMemberPath="height" yMemberPath="weight" xAxisName="height" yAxisName="weight" markerType="Circle" markerBrush="#e4007c" markerOutline="#e4007c" markerFillOpacity={0.5} showDefaultTooltip={true} />
          <IgrScatterSeries name="men" title="Men" dataSource={men} xMemberPath="height" yMemberPath="weight" xAxisName="height" yAxisName="weight" markerType="Circle" markerBrush="#1f77b4" markerOutline="#1f77b4" markerFillOpacity={0.5} showDefaultTooltip={true} />
        </IgrDataChart>
      </div>
    </div>
  );
}
