import { useDeferredValue, useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { seededRandom } from "../../../_shared/random";

IgrCategoryChartModule.register();

interface Reading {
  time: string;
  load: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

// Clock labels for every second of a day, built once: a million readings then reuse 86,400 strings.
const clock = Array.from({ length: 86400 }, (_, s) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`);

/** Grid load in MW sampled once a second: a daily cycle, slow drift and noise, from a fixed seed. */
function gridLoad(count: number): Reading[] {
  const random = seededRandom(2024);
  const readings: Reading[] = new Array(count);
  let drift = 0;
  let day = "";
  for (let i = 0; i < count; i++) {
    const second = i % 86400;
    if (second === 0) day = `Day ${i / 86400 + 1} `;
    const daily = 900 + 350 * Math.sin(((second - 21600) / 86400) * 2 * Math.PI);
    drift = (drift + (random() - 0.5) * 2) * 0.999;
    const load = Math.round((daily + drift + (random() - 0.5) * 40) * 10) / 10;
    readings[i] = { time: day + clock[second], load };
  }
  return readings;
}

const counts = [
  { value: "100000", text: "100,000 points" },
  { value: "250000", text: "250,000 points" },
  { value: "500000", text: "500,000 points" },
  { value: "1000000", text: "1,000,000 points" },
];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#1f77b4"];
const outlines = ["#1f77b4"];

export default function HighVolumeSample() {
  const [count, setCount] = useState("500000");
  // The new data is generated in a deferred render, so the selector closes before the work starts.
  const deferredCount = useDeferredValue(count);
  const { data, ms } = useMemo(() => {
    const start = performance.now();
    const data = gridLoad(Number(deferredCount));
    return { data, ms: Math.round(performance.now() - start) };
  }, [deferredCount]);
  // About ten labels along the axis, on whole hours.
  const interval = Math.max(3600, Math.round(data.length / 10 / 3600) * 3600);

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Data points" value={count} options={counts} onChange={setCount} />
        <span style={{ paddingBottom: 8, fontSize: 14 }}>
          {count !== deferredCount
            ? "Generating…"
            : `Generated ${data.length.toLocaleString("en-US")} readings in ${ms} ms. Drag on the plot to zoom in.`}
        </span>
      </Toolbar>
      <div style={chartArea}>
        {/* One series without markers or transition keeps a very large line quick to draw. */}
        <IgrCategoryChart
          dataSource={data}
          chartType="Line"
          chartTitle="Grid load, one reading per second"
          subtitle="Simulated data from a seeded generator"
          yAxisTitle="MW"
          markerTypes="None"
          isTransitionInEnabled={false}
          xAxisInterval={interval}
          brushes={brushes}
          outlines={outlines}
          thickness={1}
          toolTipType="Item"
          isHorizontalZoomEnabled={true}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
