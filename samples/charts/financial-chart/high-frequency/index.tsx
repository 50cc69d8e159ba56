import { useEffect, useMemo, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, StatusLine } from "../../_shared/controls";
import { seededRandom } from "../../../_shared/random";
import { intradayBars, nextBar, type Bar } from "../_shared/data";

IgrFinancialChartModule.register();

const intervals = [
  { value: "16", text: "Every 16 ms (60/s)" },
  { value: "50", text: "Every 50 ms (20/s)" },
  { value: "200", text: "Every 200 ms (5/s)" },
  { value: "1000", text: "Every second" },
];
// Bars kept on screen: the oldest drops off as a new one arrives.
const windowSize = 300;
const start = new Date(2024, 2, 4, 9, 30);

function timeLabel(item: unknown): string {
  const time = item instanceof Date ? item : (item as Partial<Bar> | null)?.time;
  return time instanceof Date ? time.toLocaleTimeString("en-GB") : "";
}

export default function FinancialChartHighFrequencySample() {
  const [interval, setIntervalMs] = useState("50");
  const [running, setRunning] = useState(true);
  const [ticks, setTicks] = useState(0);
  const random = useRef(seededRandom(99));
  const chartRef = useRef<IgrFinancialChart>(null);
  // One array for the chart's whole life: each tick changes it in place and tells the chart what
  // changed, which is much cheaper than binding a new array 60 times a second.
  const data = useMemo(() => Object.assign(intradayBars(7, windowSize, start, 1000, 250), { title: "Live" }), []);

  // A timer adds one bar (one second of trading) per tick; it stops when the page is left.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const chart = chartRef.current;
      const last = data[data.length - 1]!;
      const bar = nextBar(random.current, last.close, new Date(last.time.getTime() + 1000));
      const oldest = data.shift()!;
      chart?.notifyRemoveItem(data, 0, oldest);
      data.push(bar);
      chart?.notifyInsertItem(data, data.length - 1, bar);
      setTicks((n) => n + 1);
    }, Number(interval));
    return () => clearInterval(timer);
  }, [interval, running, data]);

  const last = data[data.length - 1]!;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Update" value={interval} options={intervals} width={220} onChange={setIntervalMs} />
        <IgrButton onClick={() => setRunning((r) => !r)}>{running ? "Pause" : "Resume"}</IgrButton>
      </ControlBar>
      <StatusLine>
        {ticks} updates · last {last.time.toLocaleTimeString("en-GB")} close {last.close.toFixed(2)} · {windowSize} one-second bars shown
      </StatusLine>
      <div style={chartArea}>
        <IgrFinancialChart
          ref={chartRef}
          dataSource={data}
          chartType="Candle"
          chartTitle="Simulated live prices, one bar per second"
          volumeType="Column"
          zoomSliderType="None"
          isToolbarVisible={false}
          isLegendVisible={false}
          finalValueAnnotationsVisible={true}
          // Labels show the time of day of each bar (the chart passes the label's date).
          xAxisFormatLabel={timeLabel}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
