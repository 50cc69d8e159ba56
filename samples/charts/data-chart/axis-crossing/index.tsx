import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { climate } from "../../_shared/weather";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();

const oslo = climate.oslo;

const months = oslo.map((m, i) => ({ value: String(i), text: m.month }));

export default function AxisCrossingSample() {
  const [yValue, setYValue] = useState(0);
  const [month, setMonth] = useState("0");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="X axis crosses Y at" value={yValue} min={-6} max={14} format={(v) => `${v} °C`} onChange={setYValue} />
        <SelectControl label="Y axis crosses X at" value={month} options={months} onChange={setMonth} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Oslo: average daily low" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* crossingAxisName names the axis this one crosses; crossingValue is where, in that axis's units. */}
          <IgrCategoryXAxis name="months" label="month" dataSource={oslo} crossingAxisName="temperature" crossingValue={yValue} stroke="#37474f" strokeThickness={2} />
          {/* On a category axis the crossing value is the item's index. */}
          <IgrNumericYAxis name="temperature" title="°C" minimumValue={-8} maximumValue={16} interval={4} crossingAxisName="months" crossingValue={Number(month)} stroke="#37474f" strokeThickness={2} />
          <IgrColumnSeries name="low" title="Low" xAxisName="months" yAxisName="temperature" dataSource={oslo} valueMemberPath="low" brush="#4fc3f7" outline="#0277bd" />
        </IgrDataChart>
      </div>
    </div>
  );
}
