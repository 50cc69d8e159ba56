import { useMemo, useState } from "react";
import { IgrInput } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { stockCloses } from "../_shared/stock-prices";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { themeInk } from "../../_shared/theme-ink";

IgrCategoryChartModule.register();

const prices = stockCloses("Borealis");

const xAlignments = [
  { value: "Left", text: "Left" },
  { value: "Center", text: "Center" },
  { value: "Right", text: "Right" },
] as const;

const yAlignments = [
  { value: "Top", text: "Top" },
  { value: "Center", text: "Center" },
  { value: "Bottom", text: "Bottom" },
] as const;

const colors = [
  { value: "#00695c", text: "Teal" },
  { value: "#4527a0", text: "Indigo" },
  { value: "#bf360c", text: "Rust" },
] as const;

type XAlignment = (typeof xAlignments)[number]["value"];
type YAlignment = (typeof yAlignments)[number]["value"];
type TitleColor = (typeof colors)[number]["value"];

export default function AxisTitlesSample() {
  const [xTitle, setXTitle] = useState("Trading day");
  const [yTitle, setYTitle] = useState("Closing price (USD)");
  const [xAlignment, setXAlignment] = useState<XAlignment>("Center");
  const [yAlignment, setYAlignment] = useState<YAlignment>("Center");
  const [size, setSize] = useState(16);
  const [color, setColor] = useState<TitleColor>("#00695c");

  const style = `600 ${size}px Verdana, sans-serif`;
  // The chart applies every new array it is given: a new one only when the choice changes.
  const brushes = useMemo(() => [color], [color]);
  // The titles take the line's colour mixed into the theme's text colour, so they read on a dark page too.
  const titleInk = useMemo(() => themeInk(color), [color]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <IgrInput label="X axis title" value={xTitle} style={{ width: 190 }} onInput={(e) => setXTitle(e.detail)} />
        <IgrInput label="Y axis title" value={yTitle} style={{ width: 190 }} onInput={(e) => setYTitle(e.detail)} />
        <SelectControl label="X title alignment" value={xAlignment} options={xAlignments} width={160} onChange={setXAlignment} />
        <SelectControl label="Y title alignment" value={yAlignment} options={yAlignments} width={160} onChange={setYAlignment} />
        <SliderControl label="Font size" value={size} min={10} max={24} format={(v) => `${v}px`} onChange={setSize} />
        <SelectControl label="Title colour" value={color} options={colors} width={140} onChange={setColor} />
      </ControlBar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={prices}
          chartType="Line"
          chartTitle="Borealis Utilities"
          xAxisTitle={xTitle}
          yAxisTitle={yTitle}
          xAxisTitleAlignment={xAlignment}
          yAxisTitleAlignment={yAlignment}
          xAxisTitleTextStyle={style}
          yAxisTitleTextStyle={style}
          xAxisTitleTextColor={titleInk}
          yAxisTitleTextColor={titleInk}
          xAxisTitleMargin={8}
          yAxisTitleMargin={8}
          markerTypes="None"
          brushes={brushes}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
