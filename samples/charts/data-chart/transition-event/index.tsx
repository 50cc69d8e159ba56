import { useMemo, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { energyByYear } from "../../_shared/energy";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();

const sources = ["coal", "gas", "nuclear", "hydro", "wind", "solar"] as const;
// One year's generation by source, as the rows of a column chart.
const yearData = (index: number) => {
  const year = energyByYear[index]!;
  return sources.map((s) => ({ source: s[0]!.toUpperCase() + s.slice(1), twh: year[s] }));
};

const modes = [
  { value: "FromZero", text: "From zero" },
  { value: "SweepFromLeft", text: "Sweep from left" },
  { value: "SweepFromCenter", text: "Sweep from center" },
  { value: "AccordionFromBottom", text: "Accordion from bottom" },
  { value: "Expand", text: "Expand" },
];

export default function TransitionEventSample() {
  const series = useRef<IgrColumnSeries>(null);
  const [yearIndex, setYearIndex] = useState(energyByYear.length - 1);
  const [mode, setMode] = useState("FromZero");
  const [duration, setDuration] = useState(800);
  const [log, setLog] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // Memoised: a new array on every render would count as a data swap and cut the transition short.
  const data = useMemo(() => yearData(yearIndex), [yearIndex]);

  const write = (line: string) => setLog((l) => [`${new Date().toLocaleTimeString()}  ${line}`, ...l].slice(0, 12));

  // Play the series out; when transitionOutCompleted fires, load the next year and play it in.
  const nextYear = () => {
    if (!series.current || busy) return;
    setBusy(true);
    write("playTransitionOut() called");
    series.current.playTransitionOut();
  };

  const onOutCompleted = () => {
    write("transitionOutCompleted fired: swapping in the next year");
    const next = (yearIndex + 1) % energyByYear.length;
    setYearIndex(next);
    // Wait for React to pass the new data to the series, then play it in.
    requestAnimationFrame(() => {
      series.current?.playTransitionIn();
      write(`playTransitionIn() called for ${energyByYear[next]?.year}`);
      setBusy(false);
    });
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Transition-in mode" value={mode} options={modes} width={210} onChange={setMode} />
        <SliderControl label="Duration" value={duration} min={200} max={3000} step={100} format={(v) => `${v} ms`} onChange={setDuration} />
        <IgrButton disabled={busy} onClick={nextYear}>
          Next year
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => { series.current?.replayTransitionIn(); write("replayTransitionIn() called"); }}>
          Replay
        </IgrButton>
      </ControlBar>
      <div style={{ display: "flex", flex: 1, gap: 12, minHeight: 300 }}>
        <div style={{ ...chartArea, flex: 3 }}>
          <IgrDataChart chartTitle={`Electricity generation in ${energyByYear[yearIndex]?.year} (TWh)`} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
            <IgrCategoryXAxis name="sources" dataSource={data} label="source" interval={1} />
            <IgrNumericYAxis name="twh" minimumValue={0} maximumValue={450} />
            <IgrColumnSeries
              ref={series}
              name="generation"
              title="Generation"
              dataSource={data}
              valueMemberPath="twh"
              xAxisName="sources"
              yAxisName="twh"
              brush="#2ab3a6"
              outline="#2ab3a6"
              isTransitionInEnabled={true}
              transitionInMode={mode}
              transitionInDuration={duration}
              transitionOutDuration={duration}
              transitionOutCompleted={onOutCompleted}
            />
          </IgrDataChart>
        </div>
        <div style={{ flex: 1, minWidth: 220, fontSize: 13, fontFamily: "monospace", overflow: "auto", border: "1px solid var(--ig-gray-400)", borderRadius: 6, padding: 8 }}>
          <b style={{ fontFamily: "sans-serif" }}>Event log</b>
          {log.length === 0 ? <div style={{ opacity: 0.75 }}>Press “Next year”.</div> : log.map((line, i) => <div key={i}>{line}</div>)}
        </div>
      </div>
    </div>
  );
}
