import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

interface Reading {
  time: string;
  "Turbine A": number;
  "Turbine B": number;
  "Turbine C": number;
}

const VISIBLE_POINTS = 500;

/** Simulated power output (MW) of three wind turbines, one reading every 100 ms of simulated time. */
function createFeed() {
  let seed = 20240601;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  let tick = 0;
  const output = [2.1, 1.6, 2.6];
  return (): Reading => {
    tick++;
    for (let i = 0; i < output.length; i++) {
      output[i] = Math.min(3.6, Math.max(0.2, output[i]! + (random() - 0.5) * 0.18));
    }
    const seconds = tick / 10;
    const time = `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${(seconds % 60).toFixed(1).padStart(4, "0")}`;
    return { time, "Turbine A": output[0]!, "Turbine B": output[1]!, "Turbine C": output[2]! };
  };
}

export default function HighFrequencySample() {
  const chart = useRef<IgrCategoryChart | null>(null);
  const [feed] = useState(createFeed);
  // The chart keeps a reference to this array; it is changed in place and the chart is told about each change.
  const [data] = useState<Reading[]>(() => Array.from({ length: VISIBLE_POINTS }, feed));
  const [intervalMs, setIntervalMs] = useState(30);
  const [batch, setBatch] = useState(5);
  const [running, setRunning] = useState(true);
  const [fps, setFps] = useState(0);
  const [pointsPerSecond, setPointsPerSecond] = useState(0);
  const added = useRef(0);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const target = chart.current;
      for (let i = 0; i < batch; i++) {
        const oldest = data.shift()!;
        target?.notifyRemoveItem(data, 0, oldest);
        const next = feed();
        data.push(next);
        target?.notifyInsertItem(data, data.length - 1, next);
      }
      added.current += batch;
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs, batch, data, feed]);

  // Frames per second: count animation frames and report once a second.
  useEffect(() => {
    let frames = 0;
    let last = performance.now();
    let frame = requestAnimationFrame(function count(now) {
      frames++;
      if (now - last >= 1000) {
        setFps(Math.round((frames * 1000) / (now - last)));
        setPointsPerSecond(Math.round((added.current * 1000) / (now - last)));
        frames = 0;
        added.current = 0;
        last = now;
      }
      frame = requestAnimationFrame(count);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Refresh interval" value={intervalMs} min={10} max={500} step={10} format={(v) => `${v} ms`} onChange={setIntervalMs} />
        <SliderControl label="Points per update" value={batch} min={1} max={50} onChange={setBatch} />
        <IgrButton variant={running ? "outlined" : "contained"} onClick={() => setRunning(!running)}>
          {running ? "Pause" : "Resume"}
        </IgrButton>
        <div style={{ fontSize: 14, display: "flex", gap: 16, paddingBottom: 8 }}>
          <span>
            Frames per second: <b>{fps}</b>
          </span>
          <span>
            Points added per second: <b>{pointsPerSecond}</b>
          </span>
        </div>
      </ControlBar>
      <IgrLegend ref={setLegend} orientation="Horizontal" />
      <div style={chartArea}>
        <IgrCategoryChart
          ref={chart}
          dataSource={data}
          chartType="Line"
          legend={legend}
          chartTitle="Live turbine output"
          yAxisTitle="MW"
          yAxisMinimumValue={0}
          yAxisMaximumValue={4}
          xAxisInterval={50}
          markerTypes="None"
          toolTipType="None"
          crosshairsDisplayMode="None"
          isTransitionInEnabled={false}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
