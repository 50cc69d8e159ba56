import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrNumericYAxis,
  IgrStepAreaSeries,
} from "igniteui-react-charts";
import { climate } from "../../_shared/weather";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";
import { themeInk } from "../../_shared/theme-ink";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();

const cairo = climate.cairo;

const alignments = [
  { value: "Left", text: "Left" },
  { value: "Center", text: "Center" },
  { value: "Right", text: "Right" },
] as const;

export default function ChartTitlesSample() {
  const [alignment, setAlignment] = useState<(typeof alignments)[number]["value"]>("Center");
  const [size, setSize] = useState(20);
  const [subtitle, setSubtitle] = useState(true);
  const [axisTitles, setAxisTitles] = useState(true);
  const [xTitleAlignment, setXTitleAlignment] = useState<(typeof alignments)[number]["value"]>("Right");
  const [yAngle, setYAngle] = useState(-90);

  // The titles' browns, mixed into the theme's text colour so they read on a dark page too
  // (once per mount: a theme change mounts the sample afresh).
  const titleInk = useMemo(() => themeInk("#5d4037"), []);
  const subtitleInk = useMemo(() => themeInk("#8d6e63"), []);
  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Title alignment" value={alignment} options={alignments} width={150} onChange={setAlignment} />
        <SliderControl label="Title size" value={size} min={12} max={32} format={(v) => `${v} px`} onChange={setSize} />
        <SwitchControl label="Subtitle" checked={subtitle} onChange={setSubtitle} />
        <SwitchControl label="Axis titles" checked={axisTitles} onChange={setAxisTitles} />
        <SelectControl label="X title alignment" value={xTitleAlignment} options={alignments} width={150} onChange={setXTitleAlignment} />
        <SliderControl label="Y title angle" value={yAngle} min={-90} max={90} step={45} format={(v) => `${v}°`} onChange={setYAngle} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart
          chartTitle="Rainfall in Cairo"
          titleHorizontalAlignment={alignment}
          titleTextStyle={`bold ${size}px Verdana, sans-serif`}
          titleTextColor={titleInk}
          titleBottomMargin={4}
          subtitle={subtitle ? "Average rainfall per month, in millimetres" : ""}
          subtitleHorizontalAlignment={alignment}
          subtitleTextStyle="italic 13px Verdana, sans-serif"
          subtitleTextColor={subtitleInk}
          subtitleBottomMargin={10}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis
            name="months"
            label="month"
            dataSource={cairo}
            title={axisTitles ? "Month" : ""}
            titleHorizontalAlignment={xTitleAlignment}
            titleTextStyle="bold 14px Verdana, sans-serif"
            titleTextColor={titleInk}
          />
          <IgrNumericYAxis
            name="rain"
            minimumValue={0}
            title={axisTitles ? "Rainfall (mm)" : ""}
            titleAngle={yAngle}
            titleTextStyle="bold 14px Verdana, sans-serif"
            titleTextColor={titleInk}
          />
          <IgrStepAreaSeries name="rainfall" title="Rainfall" xAxisName="months" yAxisName="rain" dataSource={cairo} valueMemberPath="rainfall" brush="#bcaaa4" outline="#6d4c41" />
        </IgrDataChart>
      </div>
    </div>
  );
}
