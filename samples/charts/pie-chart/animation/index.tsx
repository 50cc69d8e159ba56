import { useEffect, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrPieChart, IgrPieChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, SliderControl } from "../../_shared/controls";
import { energyColors, energyMix } from "../_shared/data";

IgrPieChartModule.register();

// The pie chart has no built-in entrance animation, so the page animates three of its properties
// frame by frame: the radius grows, the start angle turns, and the slices grow from equal shares. It opens
// on the finished pie and plays the entrance on demand: played on mount, its labels were still turning
// with the slices when the page was read (and the gallery mounts the sample afresh on a theme change).
const easings = {
  easeOut: (t: number) => 1 - Math.pow(1 - t, 3),
  linear: (t: number) => t,
  bounce: (t: number) => {
    const n = 7.5625;
    const d = 2.75;
    if (t < 1 / d) return n * t * t;
    if (t < 2 / d) return n * (t -= 1.5 / d) * t + 0.75;
    if (t < 2.5 / d) return n * (t -= 2.25 / d) * t + 0.9375;
    return n * (t -= 2.625 / d) * t + 0.984375;
  },
};
type Easing = keyof typeof easings;
const easingOptions: { value: Easing; text: string }[] = [
  { value: "easeOut", text: "Ease out" },
  { value: "linear", text: "Linear" },
  { value: "bounce", text: "Bounce" },
];

const average = energyMix.reduce((sum, s) => sum + s.value, 0) / energyMix.length;

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function PieChartAnimationSample() {
  const [duration, setDuration] = useState(1500);
  const [easing, setEasing] = useState<Easing>("easeOut");
  const [run, setRun] = useState(0);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    if (run === 0) return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / duration);
      setProgress(easings[easing](t));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [run, duration, easing]);

  const data = energyMix.map((s) => ({ label: s.label, value: average + (s.value - average) * progress }));

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Duration" value={duration} min={300} max={4000} step={100} format={(v) => `${v} ms`} onChange={setDuration} />
        <SelectControl label="Easing" value={easing} options={easingOptions} onChange={setEasing} />
        <IgrButton onClick={() => setRun((r) => r + 1)}>Play</IgrButton>
      </ControlBar>
      <div style={chartArea}>
        <IgrPieChart
          dataSource={data}
          valueMemberPath="value"
          labelMemberPath="label"
          othersCategoryThreshold={0}
          labelsPosition={progress > 0.95 ? "BestFit" : "None"}
          radiusFactor={0.05 + 0.65 * Math.max(0, progress)}
          startAngle={-270 + 270 * progress}
          brushes={energyColors}
          outlines={outlines}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
