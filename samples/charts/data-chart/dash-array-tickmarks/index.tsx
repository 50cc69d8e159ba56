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
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../_shared/controls";
import { dashOptions, dashPatterns, type DashPattern } from "../_shared/dashes";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();

export default function DashArrayTickmarksSample() {
  const [dash, setDash] = useState<DashPattern>("dotted");
  const [length, setLength] = useState(14);
  const [thickness, setThickness] = useState(2);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Tick marks" value={dash} options={dashOptions} width={210} onChange={setDash} />
        <SliderControl label="Tick length" value={length} min={0} max={30} format={(v) => `${v} px`} onChange={setLength} />
        <SliderControl label="Tick thickness" value={thickness} min={1} max={5} format={(v) => `${v} px`} onChange={setThickness} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="West region revenue (thousands of USD)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* Tick marks sit between the axis line and its labels; tickStrokeDashArray dashes them. */}
          <IgrCategoryXAxis
            name="months"
            label="month"
            dataSource={sales}
            interval={1}
            tickLength={length}
            tickStroke="#6a1b9a"
            tickStrokeThickness={thickness}
            tickStrokeDashArray={dashPatterns[dash].dashes}
            stroke="#6a1b9a"
          />
          <IgrNumericYAxis
            name="revenue"
            minimumValue={0}
            tickLength={length}
            tickStroke="#6a1b9a"
            tickStrokeThickness={thickness}
            tickStrokeDashArray={dashPatterns[dash].dashes}
            stroke="#6a1b9a"
          />
          <IgrColumnSeries name="west" title="West" xAxisName="months" yAxisName="revenue" dataSource={sales} valueMemberPath="West" brush="#ce93d8" outline="#8e24aa" />
        </IgrDataChart>
      </div>
    </div>
  );
}
