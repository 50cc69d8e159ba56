import { useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartPolarCoreModule,
  IgrDataChartPolarModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericAngleAxis,
  IgrNumericRadiusAxis,
  IgrPolarSplineAreaSeries,
} from "igniteui-react-charts";
import { climate, cities, cityNames, type City } from "../../_shared/weather";
import { ControlBar, SelectControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartPolarCoreModule.register();
IgrDataChartPolarModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const months = climate.oslo.map((m) => m.month);
const cityOptions = cities.map((c) => ({ value: c, text: cityNames[c] }));

/** A city's months around the circle (30° each), with January repeated at 360° to close the shape. */
function yearRound(city: City) {
  const rows = climate[city].map((m, i) => ({ angle: i * 30, high: m.high, low: m.low }));
  return [...rows, { ...rows[0]!, angle: 360 }];
}

export default function PolarSplineAreaChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [city, setCity] = useState<City>("madrid");
  const data = yearRound(city);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="City" value={city} options={cityOptions} width={150} onChange={setCity} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle={`${cityNames[city]}: the year as a circle (°C)`} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericAngleAxis name="angle" minimumValue={0} maximumValue={360} interval={30} startAngleOffset={-90} formatLabel={(a: number) => months[(a / 30) % 12] ?? ""} />
          <IgrNumericRadiusAxis name="radius" minimumValue={-10} maximumValue={40} interval={10} />
          <IgrPolarSplineAreaSeries name="high" title="Average high" angleAxisName="angle" radiusAxisName="radius" dataSource={data} angleMemberPath="angle" radiusMemberPath="high" brush="#ef5350" outline="#c62828" areaFillOpacity={0.35} markerType="None" />
          <IgrPolarSplineAreaSeries name="low" title="Average low" angleAxisName="angle" radiusAxisName="radius" dataSource={data} angleMemberPath="angle" radiusMemberPath="low" brush="#42a5f5" outline="#1565c0" areaFillOpacity={0.45} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
