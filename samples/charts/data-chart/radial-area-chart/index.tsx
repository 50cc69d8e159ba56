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
import { ControlBar, SliderControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartRadialCoreModule.register();
IgrDataChartRadialModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// Skill ratings (0–10) of two candidates for a product designer role, from a fictional interview panel.
const skills = [
  { skill: "Research", ana: 8, ben: 6 },
  { skill: "Visual design", ana: 6, ben: 9 },
  { skill: "Prototyping", ana: 9, ben: 7 },
  { skill: "Writing", ana: 7, ben: 5 },
  { skill: "Facilitation", ana: 8, ben: 6 },
  { skill: "Front-end code", ana: 4, ben: 8 },
  { skill: "Accessibility", ana: 7, ben: 6 },
];

export default function RadialAreaChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [opacity, setOpacity] = useState(0.4);
  const [rotation, setRotation] = useState(-90);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Fill opacity" value={opacity} min={0.1} max={1} step={0.05} onChange={setOpacity} />
        <SliderControl label="Start angle" value={rotation} min={-180} max={180} step={15} format={(v) => `${v}°`} onChange={setRotation} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Interview panel ratings (0–10)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* A category angle axis gives every skill an equal slice of the circle. */}
          <IgrCategoryAngleAxis name="skills" label="skill" dataSource={skills} startAngleOffset={rotation} />
          {/* The radius scale as a ruler below the plot: along the radius its labels lay on the series' fills,
              where no one ink reads in every theme (the theme's grey read at 2.1:1 to 4.2:1 on them). */}
          <IgrNumericRadiusAxis name="rating" minimumValue={0} maximumValue={10} interval={2} innerRadiusExtentScale={0.1} labelLocation="OutsideBottom" />
          <IgrRadialAreaSeries name="ana" title="Ana" angleAxisName="skills" valueAxisName="rating" dataSource={skills} valueMemberPath="ana" brush="#26a69a" outline="#00796b" areaFillOpacity={opacity} thickness={2} markerType="None" />
          <IgrRadialAreaSeries name="ben" title="Ben" angleAxisName="skills" valueAxisName="rating" dataSource={skills} valueMemberPath="ben" brush="#ab47bc" outline="#6a1b9a" areaFillOpacity={opacity} thickness={2} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
