import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { climate } from "../../_shared/weather";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrLegendModule.register();

const london = climate.london;

export default function AxisSharingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [ownAxis, setOwnAxis] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Rainfall on its own axis" checked={ownAxis} onChange={setOwnAxis} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="London climate" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* All three series share the month axis; they point at it with xAxisName. */}
          <IgrCategoryXAxis name="months" label="month" dataSource={london} />
          <IgrNumericYAxis name="temperature" title="Temperature (°C)" minimumValue={0} maximumValue={ownAxis ? 30 : 60} />
          {/* The second value axis sits on the right and has its own scale. */}
          {/* The second value axis sits on the right with its own scale; while unused its labels are collapsed. */}
          <IgrNumericYAxis
            name="rain"
            title={ownAxis ? "Rainfall (mm)" : ""}
            minimumValue={0}
            maximumValue={60}
            labelLocation="OutsideRight"
            labelVisibility={ownAxis ? "Visible" : "Collapsed"}
            majorStrokeThickness={0}
          />
          <IgrColumnSeries name="rainfall" title="Rainfall (mm)" xAxisName="months" yAxisName={ownAxis ? "rain" : "temperature"} dataSource={london} valueMemberPath="rainfall" brush="#90caf9" outline="#1e88e5" />
          <IgrLineSeries name="high" title="High (°C)" xAxisName="months" yAxisName="temperature" dataSource={london} valueMemberPath="high" brush="#e53935" thickness={3} markerType="Circle" markerBrush="#e53935" markerOutline="#e53935" />
          <IgrLineSeries name="low" title="Low (°C)" xAxisName="months" yAxisName="temperature" dataSource={london} valueMemberPath="low" brush="#fb8c00" thickness={3} markerType="Circle" markerBrush="#fb8c00" markerOutline="#fb8c00" />
        </IgrDataChart>
      </div>
    </div>
  );
}
