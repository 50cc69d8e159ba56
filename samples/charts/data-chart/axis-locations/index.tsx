import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SelectControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();

const xLocations = [
  { value: "OutsideBottom", text: "Outside bottom" },
  { value: "OutsideTop", text: "Outside top" },
  { value: "InsideBottom", text: "Inside bottom" },
  { value: "InsideTop", text: "Inside top" },
] as const;

const yLocations = [
  { value: "OutsideLeft", text: "Outside left" },
  { value: "OutsideRight", text: "Outside right" },
  { value: "InsideLeft", text: "Inside left" },
  { value: "InsideRight", text: "Inside right" },
] as const;

export default function AxisLocationsSample() {
  const [xLocation, setXLocation] = useState<(typeof xLocations)[number]["value"]>("OutsideBottom");
  const [yLocation, setYLocation] = useState<(typeof yLocations)[number]["value"]>("OutsideLeft");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="X axis labels" value={xLocation} options={xLocations} onChange={setXLocation} />
        <SelectControl label="Y axis labels" value={yLocation} options={yLocations} onChange={setYLocation} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Wind and solar generation" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* The title follows the labels: titleLocation takes the same values as labelLocation. */}
          <IgrCategoryXAxis name="years" label="year" dataSource={energyByYear} labelLocation={xLocation} title="Year" titleLocation={xLocation} />
          <IgrNumericYAxis name="twh" minimumValue={0} labelLocation={yLocation} title="TWh" titleLocation={yLocation} />
          <IgrLineSeries name="wind" title="Wind" xAxisName="years" yAxisName="twh" dataSource={energyByYear} valueMemberPath="wind" brush="#2ab3a6" thickness={3} markerType="None" />
          <IgrLineSeries name="solar" title="Solar" xAxisName="years" yAxisName="twh" dataSource={energyByYear} valueMemberPath="solar" brush="#f2a72e" thickness={3} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
