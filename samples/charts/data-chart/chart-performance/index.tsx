import { useMemo, useRef, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { seededRandom } from "../../../_shared/random";
import { ControlBar, SelectControl, SliderControl, StatusLine, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();

/** A vibration sensor sampled `count` times: two hums, a slow drift and noise (seeded, so every load is the same). */
function sensorReadings(count: number) {
  const random = seededRandom(7);
  const readings = new Array<{ sample: number; a: number; b: number }>(count);
  let drift = 0;
  for (let i = 0; i < count; i++) {
    drift += (random() - 0.5) * 0.05;
    const hum = Math.sin(i / 40) * 2 + Math.sin(i / 7) * 0.6;
    readings[i] = { sample: i, a: Math.round((hum + drift + (random() - 0.5)) * 100) / 100, b: Math.round((hum * 0.5 - drift + 6 + (random() - 0.5)) * 100) / 100 };
  }
  return readings;
}

const sizes = [
  { value: "10000", text: "10,000 points" },
  { value: "100000", text: "100,000 points" },
  { value: "500000", text: "500,000 points" },
  { value: "1000000", text: "1,000,000 points" },
] as const;

export default function ChartPerformanceSample() {
  const [size, setSize] = useState<(typeof sizes)[number]["value"]>("100000");
  const [resolution, setResolution] = useState(1);
  // Set when new data is made; the chart's next refreshCompleted event reads it to time the first drawing.
  const started = useRef(0);
  const [drawMs, setDrawMs] = useState<number | null>(null);

  const { data, generateMs } = useMemo(() => {
    const t = performance.now();
    const rows = sensorReadings(Number(size));
    started.current = performance.now();
    return { data: rows, generateMs: Math.round(started.current - t) };
  }, [size]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl
          label="Data size (per series)"
          value={size}
          options={sizes}
          width={210}
          onChange={(v) => {
            setDrawMs(null);
            setSize(v);
          }}
        />
        {/* resolution: how many pixels a line segment may cover; higher values draw fewer segments. */}
        <SliderControl label="Resolution" value={resolution} min={1} max={8} format={(v) => `${v} px`} onChange={setResolution} />
      </ControlBar>
      <StatusLine>
        {Number(size).toLocaleString("en-US")} readings per series, generated in {generateMs} ms
        {drawMs !== null && `, first drawn after ${drawMs} ms`}. Zoom with the mouse wheel or drag a rectangle: the chart only draws
        what fits the pixels.
      </StatusLine>
      <div style={chartArea}>
        <IgrDataChart
          chartTitle="Vibration sensors"
          isHorizontalZoomEnabled={true}
          isVerticalZoomEnabled={false}
          refreshCompleted={() => {
            if (started.current) {
              setDrawMs(Math.round(performance.now() - started.current));
              started.current = 0;
            }
          }}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="samples" label="sample" dataSource={data} />
          <IgrNumericYAxis name="amplitude" title="Amplitude (mm/s)" />
          <IgrLineSeries name="sensorA" title="Sensor A" xAxisName="samples" yAxisName="amplitude" dataSource={data} valueMemberPath="a" brush="#1e88e5" thickness={1} resolution={resolution} markerType="None" />
          <IgrLineSeries name="sensorB" title="Sensor B" xAxisName="samples" yAxisName="amplitude" dataSource={data} valueMemberPath="b" brush="#e53935" thickness={1} resolution={resolution} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
