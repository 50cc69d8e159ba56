import { useEffect, useMemo, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDoughnutChart, IgrDoughnutChartModule, IgrRingSeries, IgrRingSeriesModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SliderControl } from "../../_shared/controls";
import { channelColors, trafficByChannel } from "../_shared/data";
import { themeText } from "../../_shared/theme-ink";

IgrDoughnutChartModule.register();
IgrRingSeriesModule.register();

const total = trafficByChannel.reduce((sum, s) => sum + s.value, 0);
// The series applies every new array it is given, and this sample renders on every animation frame.
const brushes = [...channelColors, "transparent"];
const outlines = [...channelColors.map(() => "#ffffff"), "transparent"];
const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);

export default function DoughnutChartAnimationSample() {
  const [duration, setDuration] = useState(2000);
  const [run, setRun] = useState(0);
  const [progress, setProgress] = useState(0);

  // The doughnut chart has no entrance animation of its own: each frame, the page re-binds the ring
  // with a transparent "rest" slice that shrinks from the whole ring to nothing, so the slices are
  // drawn round the ring one after another, while the hole opens.
  useEffect(() => {
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / duration);
      setProgress(easeInOut(t));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [run, duration]);

  let drawn = total * progress;
  const slices = trafficByChannel.map((s) => {
    const value = Math.max(0, Math.min(s.value, drawn));
    drawn -= value;
    return { label: s.label, value };
  });
  const done = progress >= 1;
  const data = done ? slices : [...slices, { label: "", value: total * (1 - progress) }];

  // The ring leaves its outside labels black in every theme: they take the theme's text colour.
  const labelInk = useMemo(themeText, []);
  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Duration" value={duration} min={500} max={5000} step={250} format={(v) => `${v} ms`} onChange={setDuration} />
        <IgrButton onClick={() => setRun((r) => r + 1)}>Replay</IgrButton>
      </ControlBar>
      <div style={chartArea}>
        <IgrDoughnutChart innerExtent={0.2 + 0.35 * progress} width="100%" height="100%">
          <IgrRingSeries
            labelOuterColor={labelInk}
            name="channels"
            dataSource={data}
            valueMemberPath="value"
            labelMemberPath="label"
            // Labels appear once the ring is complete.
            labelsPosition={done ? "OutsideEnd" : "None"}
            othersCategoryThreshold={0}
            startAngle={-90}
            brushes={brushes}
            outlines={outlines}
            radiusFactor={0.7}
          />
        </IgrDoughnutChart>
      </div>
    </div>
  );
}
