import { useState } from "react";
import {
  IgrCategoryAngleAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartRadialCoreModule,
  IgrDataChartRadialModule,
  IgrNumericRadiusAxis,
  IgrProportionalCategoryAngleAxis,
  IgrProportionalCategoryAngleAxisModule,
  IgrRadialColumnSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartRadialCoreModule.register();
IgrDataChartRadialModule.register();
IgrProportionalCategoryAngleAxisModule.register();
IgrDataChartInteractivityModule.register();

// Population (millions) and CO₂ emissions per person (tonnes) of six fictional countries.
const countries = [
  { country: "Avalora", population: 84, perPerson: 8.9 },
  { country: "Brenmark", population: 52, perPerson: 5.2 },
  { country: "Corvia", population: 140, perPerson: 2.1 },
  { country: "Dunelle", population: 21, perPerson: 14.6 },
  { country: "Estmoor", population: 36, perPerson: 6.7 },
  { country: "Fenwick", population: 67, perPerson: 4.3 },
];

export default function RadialProportionalRadialAngleAxisSample() {
  const [proportional, setProportional] = useState(true);
  const [startAngle, setStartAngle] = useState(-90);

  // The switch swaps the angle axis; the series is re-created (new key and name) to bind to the new one.
  const angleAxis = proportional ? "byPopulation" : "evenly";

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Angle proportional to population" checked={proportional} onChange={setProportional} />
        <SliderControl label="Start angle" value={startAngle} min={-180} max={180} step={15} format={(v) => `${v}°`} onChange={setStartAngle} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="CO₂ per person (t); each country's sector of the circle is as wide as its population" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {proportional ? (
            <IgrProportionalCategoryAngleAxis name="byPopulation" dataSource={countries} label="country" valueMemberPath="population" startAngleOffset={startAngle} interval={1} gap={0} />
          ) : (
            <IgrCategoryAngleAxis name="evenly" dataSource={countries} label="country" startAngleOffset={startAngle} interval={1} gap={0} />
          )}
          {/* The radius scale as a ruler below the plot: along the radius its labels lay on the series' fills,
              where no one ink reads in every theme (the theme's grey read at 2.1:1 to 4.2:1 on them). */}
          <IgrNumericRadiusAxis name="emissions" minimumValue={0} maximumValue={16} interval={4} innerRadiusExtentScale={0.1} radiusExtentScale={0.8} labelLocation="OutsideBottom" />
          <IgrRadialColumnSeries
            key={`emissions-${angleAxis}`}
            name={`emissions-${angleAxis}`}
            title="CO₂ per person"
            dataSource={countries}
            valueMemberPath="perPerson"
            angleAxisName={angleAxis}
            valueAxisName="emissions"
            useItemWiseColors={true}
            outline="#ffffff"
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
