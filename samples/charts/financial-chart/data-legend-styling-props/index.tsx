import { useState } from "react";
import { IgrDataLegend, IgrDataLegendModule, IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();
IgrDataLegendModule.register();

// Each style sets the legend's text colours, fonts, badge and background through its own properties.
const styles = {
  terminal: {
    text: "Terminal",
    background: "#0b0f0c",
    border: "#1f7a3f",
    header: "#39ff88",
    title: "#39ff88",
    label: "#7fbf95",
    value: "#e6ffe9",
    units: "#7fbf95",
    font: "13px 'Courier New', monospace",
    badge: "Square" as const,
  },
  newspaper: {
    text: "Newspaper",
    background: "#fbf7ef",
    border: "#3b3b3b",
    header: "#1a1a1a",
    title: "#1a1a1a",
    label: "#6b6b6b",
    value: "#1a1a1a",
    units: "#6b6b6b",
    font: "14px Georgia, serif",
    badge: "Line" as const,
  },
  ocean: {
    text: "Ocean",
    background: "#e8f4fb",
    border: "#3b82c4",
    header: "#0b4f8a",
    title: "#0b4f8a",
    label: "#4b7ba6",
    value: "#08314f",
    units: "#4b7ba6",
    font: "600 13px Verdana, sans-serif",
    badge: "Circle" as const,
  },
};
type Style = keyof typeof styles;
const styleOptions = (Object.keys(styles) as Style[]).map((value) => ({ value, text: styles[value].text }));

const data = [titledBars(stockBySymbol("ORBT"), 150), titledBars(stockBySymbol("HLXB"), 150)];

// The component applies every new array or object it is given: one per module, not one per render.
const includedColumns = ["Open", "Close", "Change"];

export default function FinancialChartDataLegendStylingPropsSample() {
  const [style, setStyle] = useState<Style>("terminal");
  const [chart, setChart] = useState<IgrFinancialChart | null>(null);
  const s = styles[style];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Legend style" value={style} options={styleOptions} onChange={setStyle} />
      </ControlBar>
      <div style={{ alignSelf: "flex-start", minHeight: 60 }}>
        <IgrDataLegend
          key={style}
          target={chart}
          includedColumns={includedColumns}
          contentBackground={s.background}
          contentBorderBrush={s.border}
          contentBorderThickness={2}
          headerTextColor={s.header}
          headerTextStyle={`bold ${s.font}`}
          titleTextColor={s.title}
          titleTextStyle={s.font}
          labelTextColor={s.label}
          labelTextStyle={s.font}
          valueTextColor={s.value}
          valueTextStyle={s.font}
          unitsTextColor={s.units}
          // The summary row ("Total") in the style's inks too: left to the theme's, it was dark grey on the
          // terminal's black (1.2:1).
          summaryTitleTextColor={s.title}
          summaryLabelTextColor={s.label}
          summaryValueTextColor={s.value}
          summaryUnitsTextColor={s.units}
          groupTextColor={s.header}
          badgeShape={s.badge}
        />
      </div>
      <div style={chartArea}>
        <IgrFinancialChart
          ref={setChart}
          dataSource={data}
          chartType="Line"
          chartTitle="Move the pointer over the chart to fill the styled data legend"
          volumeType="None"
          zoomSliderType="None"
          isToolbarVisible={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
