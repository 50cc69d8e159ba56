import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { themeInk } from "../../_shared/theme-ink";

IgrCategoryChartModule.register();

// Monthly electricity demand of a large city, in megawatt-hours (illustrative).
const demand = [
  { month: "January", demand: 1_480_000 },
  { month: "February", demand: 1_350_000 },
  { month: "March", demand: 1_290_000 },
  { month: "April", demand: 1_120_000 },
  { month: "May", demand: 1_060_000 },
  { month: "June", demand: 1_240_000 },
  { month: "July", demand: 1_530_000 },
  { month: "August", demand: 1_570_000 },
  { month: "September", demand: 1_310_000 },
  { month: "October", demand: 1_140_000 },
  { month: "November", demand: 1_230_000 },
  { month: "December", demand: 1_420_000 },
];

const fonts = [
  { value: "12px Verdana, sans-serif", text: "Verdana 12px" },
  { value: "italic 14px Georgia, serif", text: "Georgia italic 14px" },
  { value: "600 13px 'Courier New', monospace", text: "Courier bold 13px" },
] as const;

type Font = (typeof fonts)[number]["value"];

const colors = [
  { value: "#444444", text: "Dark grey" },
  { value: "#1565c0", text: "Blue" },
  { value: "#ad1457", text: "Magenta" },
] as const;

type LabelColor = (typeof colors)[number]["value"];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#90caf9"];
const outlines = ["#1e88e5"];

export default function AxisLabelsSample() {
  const [angle, setAngle] = useState(-45);
  const [font, setFont] = useState<Font>(fonts[0].value);
  const [color, setColor] = useState<LabelColor>("#1565c0");
  const [shortMonths, setShortMonths] = useState(false);
  const [abbreviate, setAbbreviate] = useState(true);
  // The chosen colour mixed into the theme's text colour: the same hue on a dark page, still readable
  // (a theme change mounts the sample afresh).
  const labelInk = useMemo(() => themeInk(color), [color]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="X label angle" value={angle} min={-90} max={90} step={15} format={(v) => `${v}°`} onChange={setAngle} />
        <SelectControl label="Label font" value={font} options={fonts} width={220} onChange={setFont} />
        <SelectControl label="Label colour" value={color} options={colors} width={160} onChange={setColor} />
        <SwitchControl label="Short month names" checked={shortMonths} onChange={setShortMonths} />
        <SwitchControl label="Abbreviate large numbers" checked={abbreviate} onChange={setAbbreviate} />
      </ControlBar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={demand}
          chartType="Column"
          chartTitle="Electricity demand"
          yAxisTitle="MWh"
          yAxisMinimumValue={0}
          xAxisLabelAngle={angle}
          xAxisLabelTextStyle={font}
          yAxisLabelTextStyle={font}
          xAxisLabelTextColor={labelInk}
          yAxisLabelTextColor={labelInk}
          // A function rewrites each label: here, the category's month name.
          xAxisFormatLabel={(item: { month: string }) => (shortMonths ? item.month.slice(0, 3) : item.month)}
          yAxisAbbreviateLargeNumbers={abbreviate}
          yAxisLabelRightMargin={8}
          brushes={brushes}
          outlines={outlines}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
