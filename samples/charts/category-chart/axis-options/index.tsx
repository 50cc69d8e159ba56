import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

// Installed solar photovoltaic capacity worldwide, in gigawatts (rounded, illustrative).
const capacity = [
  1.2, 1.5, 2.0, 2.8, 3.9, 5.4, 7, 9.5, 16, 23, 40, 70, 100, 138, 178, 228, 300, 400, 490, 590, 720, 870, 1060, 1420, 1870,
].map((gigawatts, i) => ({ year: String(2000 + i), gigawatts }));

const bases = [
  { value: "10", text: "10" },
  { value: "2", text: "2" },
] as const;
type Base = (typeof bases)[number]["value"];

const kinds = [
  { value: "Column", text: "Column" },
  { value: "Line", text: "Line" },
] as const;
type Kind = (typeof kinds)[number]["value"];

/**
 * Two looks for the axes' strokes: the ticks and grid lines change together. Grid lines are
 * translucent so they sit as lightly on a dark theme's surface as on a light one; the labels and
 * titles keep the theme's text colour, the only ink readable on both.
 */
const looks = {
  plain: { label: "Plain", tick: "#9e9e9e", major: "rgba(128, 128, 128, 0.35)", minor: "rgba(128, 128, 128, 0.15)" },
  accent: { label: "Accent", tick: "#e76f51", major: "rgba(42, 157, 143, 0.45)", minor: "rgba(42, 157, 143, 0.18)" },
} as const;
type Look = keyof typeof looks;
const lookOptions = Object.entries(looks).map(([value, look]) => ({ value: value as Look, text: look.label }));

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#f4a259"];
const outlines = ["#d9822b"];
const markerBrushes = ["#ffffff"];
const markerOutlines = ["#f4a259"];

export default function AxisOptionsSample() {
  const [kind, setKind] = useState<Kind>("Column");
  const [logarithmic, setLogarithmic] = useState(false);
  const [base, setBase] = useState<Base>("10");
  const [xInterval, setXInterval] = useState(2);
  const [yInterval, setYInterval] = useState(250);
  const [tickLength, setTickLength] = useState(6);
  const [labelAngle, setLabelAngle] = useState(0);
  const [look, setLook] = useState<Look>("accent");
  const [minorLines, setMinorLines] = useState(true);
  const [gap, setGap] = useState(0.3);
  const [overlap, setOverlap] = useState(0);
  const style = looks[look];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Series" value={kind} options={kinds} width={130} onChange={setKind} />
        <SwitchControl label="Logarithmic Y axis" checked={logarithmic} onChange={setLogarithmic} />
        <SelectControl label="Logarithm base" value={base} options={bases} width={120} onChange={setBase} />
        <SliderControl label="X label interval" value={xInterval} min={1} max={6} format={(v) => `every ${v} years`} onChange={setXInterval} />
        <SliderControl label="Y interval (linear)" value={yInterval} min={100} max={500} step={50} format={(v) => `${v} GW`} onChange={setYInterval} />
      </ControlBar>
      <ControlBar>
        <SliderControl label="Tick length" value={tickLength} min={0} max={15} format={(v) => `${v} px`} onChange={setTickLength} />
        <SliderControl label="X label angle" value={labelAngle} min={-90} max={90} step={15} format={(v) => `${v}°`} onChange={setLabelAngle} />
        <SelectControl label="Axis strokes" value={look} options={lookOptions} width={130} onChange={setLook} />
        <SwitchControl label="Minor grid lines" checked={minorLines} onChange={setMinorLines} />
        <SliderControl label="Column gap" value={gap} min={0} max={1} step={0.1} format={(v) => v.toFixed(1)} onChange={setGap} />
        <SliderControl label="Column overlap" value={overlap} min={-1} max={1} step={0.1} format={(v) => v.toFixed(1)} onChange={setOverlap} />
      </ControlBar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={capacity}
          chartType={kind}
          chartTitle="Installed solar capacity worldwide"
          xAxisTitle="Year"
          yAxisTitle="GW"
          yAxisIsLogarithmic={logarithmic}
          yAxisLogarithmBase={Number(base)}
          // On a log axis the interval is chosen by the base; a fixed one applies to the linear scale.
          yAxisInterval={logarithmic ? undefined : yInterval}
          yAxisMinorInterval={logarithmic || !minorLines ? undefined : yInterval / 5}
          yAxisMinimumValue={logarithmic ? 1 : 0}
          xAxisInterval={xInterval}
          xAxisTickLength={tickLength}
          yAxisTickLength={tickLength}
          xAxisTickStroke={style.tick}
          yAxisTickStroke={style.tick}
          xAxisTickStrokeThickness={2}
          yAxisTickStrokeThickness={2}
          xAxisLabelAngle={labelAngle}
          yAxisLabelTextStyle="italic 12px Verdana"
          yAxisTitleTextStyle="bold 14px Verdana"
          yAxisMajorStroke={style.major}
          yAxisMajorStrokeThickness={1.5}
          yAxisMinorStroke={minorLines ? style.minor : "transparent"}
          xAxisGap={gap}
          xAxisOverlap={overlap}
          brushes={brushes}
          outlines={outlines}
          markerBrushes={markerBrushes}
          markerOutlines={markerOutlines}
          thickness={kind === "Line" ? 3 : 1}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
