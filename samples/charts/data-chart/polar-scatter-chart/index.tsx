import { useMemo, useState } from "react";
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
  IgrPolarScatterSeries,
} from "igniteui-react-charts";
import { seededRandom } from "../../../_shared/random";
import { ControlBar, SliderControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartPolarCoreModule.register();
IgrDataChartPolarModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

/** Hourly wind readings for a month (seeded): direction in degrees and speed in km/h, split by time of day. */
function readings(count: number) {
  const random = seededRandom(42);
  const day: { direction: number; speed: number }[] = [];
  const night: { direction: number; speed: number }[] = [];
  for (let i = 0; i < count; i++) {
    // Mostly westerly winds by day, a weaker easterly land breeze at night.
    const isDay = i % 24 >= 8 && i % 24 < 20;
    const centre = isDay ? 250 : 90;
    const direction = (centre + (random() + random() + random() - 1.5) * 120 + 360) % 360;
    const speed = Math.round((isDay ? 18 : 9) * (0.4 + random() * 1.2) * 10) / 10;
    (isDay ? day : night).push({ direction: Math.round(direction), speed });
  }
  return { day, night };
}

export default function PolarScatterChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [days, setDays] = useState(14);
  const [size, setSize] = useState(8);
  const data = useMemo(() => readings(days * 24), [days]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Days of readings" value={days} min={2} max={30} onChange={setDays} />
        <SliderControl label="Marker size" value={size} min={4} max={16} format={(v) => `${v} px`} onChange={setSize} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Hourly wind readings: direction and speed (km/h)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericAngleAxis name="angle" minimumValue={0} maximumValue={360} interval={45} startAngleOffset={-90} labelFormat="{0}°" />
          <IgrNumericRadiusAxis name="radius" minimumValue={0} maximumValue={40} interval={10} />
          {/* Each reading is a marker at its direction (angle) and speed (radius). */}
          <IgrPolarScatterSeries name="day" title="Daytime (08–20 h)" angleAxisName="angle" radiusAxisName="radius" dataSource={data.day} angleMemberPath="direction" radiusMemberPath="speed" markerType="Circle" markerSize={size} markerBrush="rgba(251, 140, 0, 0.55)" markerOutline="#e65100" brush="#fb8c00" />
          <IgrPolarScatterSeries name="night" title="Night (20–08 h)" angleAxisName="angle" radiusAxisName="radius" dataSource={data.night} angleMemberPath="direction" radiusMemberPath="speed" markerType="Diamond" markerSize={size} markerBrush="rgba(57, 73, 171, 0.55)" markerOutline="#283593" brush="#3949ab" />
        </IgrDataChart>
      </div>
    </div>
  );
}
