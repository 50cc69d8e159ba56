import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { sales } from "../../_shared/sales";
import { ControlBar, SliderControl, StatusLine, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();

export default function AxisMinMaxGapSample() {
  const [gap, setGap] = useState(1);
  const [maximumGap, setMaximumGap] = useState(0.5);
  const [minimumGapSize, setMinimumGapSize] = useState(12);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Gap" value={gap} min={0} max={3} step={0.1} onChange={setGap} />
        <SliderControl label="Maximum gap" value={maximumGap} min={0} max={3} step={0.1} onChange={setMaximumGap} />
        <SliderControl label="Minimum gap size" value={minimumGapSize} min={0} max={60} format={(v) => `${v} px`} onChange={setMinimumGapSize} />
      </ControlBar>
      <StatusLine>
        The gap is a fraction of a column's width. It is capped by the maximum gap, but never drawn narrower than the minimum gap size in
        pixels: narrow the window to see the columns give way.
      </StatusLine>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Monthly revenue, North region" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" label="month" dataSource={sales} gap={gap} maximumGap={maximumGap} minimumGapSize={minimumGapSize} />
          <IgrNumericYAxis name="revenue" title="Thousands of USD" minimumValue={0} />
          <IgrColumnSeries name="north" title="North" xAxisName="months" yAxisName="revenue" dataSource={sales} valueMemberPath="North" brush="#26a69a" outline="#00796b" />
        </IgrDataChart>
      </div>
    </div>
  );
}
