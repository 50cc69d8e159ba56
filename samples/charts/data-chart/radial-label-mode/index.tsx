import { useState } from "react";
import {
  IgrCategoryAngleAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartRadialCoreModule,
  IgrDataChartRadialModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericRadiusAxis,
  IgrRadialAreaSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";
import { skills } from "./skills";

IgrDataChartCoreModule.register();
IgrDataChartRadialCoreModule.register();
IgrDataChartRadialModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// labelMode of an angle axis: Center keeps every label at the same distance from the circle (set by the
// longest label), ClosestPoint moves each label as close to the circle as its own size allows.
const labelModes = [
  { value: "Auto", text: "Auto" },
  { value: "Center", text: "Center" },
  { value: "ClosestPoint", text: "Closest point" },
] as const;
type LabelMode = (typeof labelModes)[number]["value"];

export default function RadialLabelModeSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [labelMode, setLabelMode] = useState<LabelMode>("Center");
  const [startAngle, setStartAngle] = useState(0);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Angle axis label mode" value={labelMode} options={labelModes} onChange={setLabelMode} />
        <SliderControl label="Start angle" value={startAngle} min={0} max={90} step={5} format={(v) => `${v}°`} onChange={setStartAngle} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Team skills (0–10)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryAngleAxis
            name="skills"
            dataSource={skills}
            label="skill"
            interval={1}
            labelMode={labelMode}
            startAngleOffset={startAngle}
          />
          <IgrNumericRadiusAxis name="score" minimumValue={0} maximumValue={10} interval={2} radiusExtentScale={0.7} />
          <IgrRadialAreaSeries name="lastYear" title="Last year" dataSource={skills} valueMemberPath="lastYear" angleAxisName="skills" valueAxisName="score" brush="#9aa5b1" outline="#9aa5b1" areaFillOpacity={0.3} markerType="None" />
          <IgrRadialAreaSeries name="thisYear" title="This year" dataSource={skills} valueMemberPath="thisYear" angleAxisName="skills" valueAxisName="score" brush="#2ab3a6" outline="#2ab3a6" areaFillOpacity={0.4} markerType="Circle" markerBrush="#ffffff" markerOutline="#2ab3a6" />
        </IgrDataChart>
      </div>
    </div>
  );
}
