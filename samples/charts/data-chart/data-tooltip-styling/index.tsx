import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataToolTipLayer,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";
import { useChartWithTooltips } from "../_shared/tooltips";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();

const renewables = [
  { field: "hydro", title: "Hydro", color: "#1e88e5" },
  { field: "wind", title: "Wind", color: "#00897b" },
  { field: "solar", title: "Solar", color: "#f9a825" },
] as const;

const looks = {
  dark: { background: "#212121", border: "#212121", header: "#ffeb3b", text: "#eeeeee", font: "Verdana, sans-serif" },
  outline: { background: "#ffffff", border: "#00897b", header: "#00695c", text: "#263238", font: "Georgia, serif" },
  sunny: { background: "#fff8e1", border: "#ffb300", header: "#e65100", text: "#4e342e", font: "Trebuchet MS, sans-serif" },
};

const lookOptions = [
  { value: "dark", text: "Dark" },
  { value: "outline", text: "Outlined" },
  { value: "sunny", text: "Sunny" },
] as const;

// The component applies every new array or object it is given: one per module, not one per render.
const crosshairPoint = { x: 0.6, y: 0.5 };

export default function DataTooltipStylingSample() {
  const chart = useChartWithTooltips();
  const [look, setLook] = useState<keyof typeof looks>("dark");
  const [border, setBorder] = useState(2);
  const [size, setSize] = useState(13);
  const [summary, setSummary] = useState(true);
  const l = looks[look];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Tooltip look" value={look} options={lookOptions} width={150} onChange={setLook} />
        <SliderControl label="Border" value={border} min={0} max={5} format={(v) => `${v} px`} onChange={setBorder} />
        <SliderControl label="Text size" value={size} min={10} max={18} format={(v) => `${v} px`} onChange={setSize} />
        <SwitchControl label="Total row" checked={summary} onChange={setSummary} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart
          ref={chart}
          chartTitle="Renewable generation (TWh)"
          crosshairPoint={crosshairPoint}
          shouldSimulateHoverMoveCrosshairPoint={true}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="years" label="year" dataSource={energyByYear} />
          <IgrNumericYAxis name="twh" minimumValue={0} />
          {renewables.map((r) => (
            <IgrColumnSeries key={r.field} name={r.field} title={r.title} xAxisName="years" yAxisName="twh" dataSource={energyByYear} valueMemberPath={r.field} brush={r.color} outline={r.color} />
          ))}
          <IgrDataToolTipLayer
            name="tooltip"
            toolTipBackground={l.background}
            toolTipBorderBrush={l.border}
            toolTipBorderThickness={border}
            headerTextColor={l.header}
            headerTextStyle={`bold ${size + 2}px ${l.font}`}
            titleTextColor={l.text}
            titleTextStyle={`${size}px ${l.font}`}
            labelTextColor={l.text}
            valueTextColor={l.text}
            valueTextStyle={`bold ${size}px ${l.font}`}
            summaryTitleTextColor={l.header}
            summaryValueTextColor={l.header}
            summaryType={summary ? "Total" : "None"}
            badgeShape="Square"
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
