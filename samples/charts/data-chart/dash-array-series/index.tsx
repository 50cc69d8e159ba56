import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
  IgrSplineAreaSeries,
} from "igniteui-react-charts";
import { climate } from "../../_shared/weather";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../_shared/controls";
import { dashOptions, dashPatterns, type DashPattern } from "../_shared/dashes";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrLegendModule.register();

const london = climate.london;

export default function DashArraySeriesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [highDash, setHighDash] = useState<DashPattern>("dashed");
  const [lowDash, setLowDash] = useState<DashPattern>("dotted");
  const [areaDash, setAreaDash] = useState<DashPattern>("dashDot");
  const [thickness, setThickness] = useState(3);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="High (line)" value={highDash} options={dashOptions} width={200} onChange={setHighDash} />
        <SelectControl label="Low (line)" value={lowDash} options={dashOptions} width={200} onChange={setLowDash} />
        <SelectControl label="Rainfall (area outline)" value={areaDash} options={dashOptions} width={200} onChange={setAreaDash} />
        <SliderControl label="Thickness" value={thickness} min={1} max={6} format={(v) => `${v} px`} onChange={setThickness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="London climate" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" label="month" dataSource={london} />
          <IgrNumericYAxis name="values" title="°C / mm" minimumValue={0} maximumValue={70} />
          {/* dashArray applies to the series' line, or to the outline of an area. */}
          <IgrSplineAreaSeries name="rainfall" title="Rainfall (mm)" xAxisName="months" yAxisName="values" dataSource={london} valueMemberPath="rainfall" brush="rgba(66, 165, 245, 0.2)" outline="#1e88e5" thickness={thickness} dashArray={dashPatterns[areaDash].dashes} markerType="None" />
          <IgrLineSeries name="high" title="High (°C)" xAxisName="months" yAxisName="values" dataSource={london} valueMemberPath="high" brush="#e53935" thickness={thickness} dashArray={dashPatterns[highDash].dashes} markerType="None" />
          <IgrLineSeries name="low" title="Low (°C)" xAxisName="months" yAxisName="values" dataSource={london} valueMemberPath="low" brush="#fb8c00" thickness={thickness} dashArray={dashPatterns[lowDash].dashes} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
