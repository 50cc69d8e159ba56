import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrRangeColumnSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { climate } from "../../_shared/weather";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function RangeColumnChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [gap, setGap] = useState(0.3);
  const [radius, setRadius] = useState(3);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Gap between months" value={gap} min={0} max={1} step={0.05} onChange={setGap} />
        <SliderControl label="Corner radius" value={radius} min={0} max={10} onChange={setRadius} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Monthly temperature range (average low to high, °C)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" dataSource={climate.london} label="month" interval={1} gap={gap} />
          <IgrNumericYAxis name="temperature" title="°C" minimumValue={-10} maximumValue={40} interval={10} />
          {/* Each column floats from the month's low to its high. */}
          <IgrRangeColumnSeries name="london" title="London" dataSource={climate.london} lowMemberPath="low" highMemberPath="high" xAxisName="months" yAxisName="temperature" brush="#8e6cc2" outline="#8e6cc2" radiusX={radius} radiusY={radius} showDefaultTooltip={true} />
          <IgrRangeColumnSeries name="cairo" title="Cairo" dataSource={climate.cairo} lowMemberPath="low" highMemberPath="high" xAxisName="months" yAxisName="temperature" brush="#d62728" outline="#d62728" radiusX={radius} radiusY={radius} showDefaultTooltip={true} />
        </IgrDataChart>
      </div>
    </div>
  );
}
