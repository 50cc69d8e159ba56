import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { populationByYear } from "../../_shared/population";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();

export default function AxisSettingsSample() {
  const [interval, setMajorInterval] = useState(50);
  const [minorInterval, setMinorInterval] = useState(10);
  const [tickLength, setTickLength] = useState(6);
  const [strokeThickness, setStrokeThickness] = useState(2);
  const [inverted, setInverted] = useState(false);
  const [strips, setStrips] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Major interval" value={interval} min={10} max={100} step={10} format={(v) => `${v} M`} onChange={setMajorInterval} />
        <SliderControl label="Minor interval" value={minorInterval} min={0} max={25} step={5} format={(v) => (v ? `${v} M` : "none")} onChange={setMinorInterval} />
        <SliderControl label="Tick length" value={tickLength} min={0} max={15} format={(v) => `${v} px`} onChange={setTickLength} />
        <SliderControl label="Axis line" value={strokeThickness} min={0} max={5} format={(v) => `${v} px`} onChange={setStrokeThickness} />
        <SwitchControl label="Inverted Y axis" checked={inverted} onChange={setInverted} />
        <SwitchControl label="Strips" checked={strips} onChange={setStrips} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Population, 1960–2020" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis
            name="years"
            label="year"
            dataSource={populationByYear}
            title="Year"
            stroke="#455a64"
            strokeThickness={strokeThickness}
            tickLength={tickLength}
            tickStroke="#455a64"
            majorStroke="#e0e0e0"
            strip={strips ? "rgba(120, 144, 156, 0.08)" : undefined}
          />
          <IgrNumericYAxis
            name="millions"
            title="Millions"
            minimumValue={0}
            maximumValue={250}
            interval={interval}
            minorInterval={minorInterval || undefined}
            isInverted={inverted}
            stroke="#455a64"
            strokeThickness={strokeThickness}
            tickLength={tickLength}
            tickStroke="#455a64"
            majorStroke="#b0bec5"
            majorStrokeThickness={1}
            minorStroke="#eceff1"
            minorStrokeThickness={1}
            strip={strips ? "rgba(120, 144, 156, 0.08)" : undefined}
          />
          <IgrLineSeries name="nigeria" title="Nigeria" xAxisName="years" yAxisName="millions" dataSource={populationByYear} valueMemberPath="Nigeria" brush="#2e7d32" thickness={3} markerType="None" />
          <IgrLineSeries name="japan" title="Japan" xAxisName="years" yAxisName="millions" dataSource={populationByYear} valueMemberPath="Japan" brush="#c62828" thickness={3} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
