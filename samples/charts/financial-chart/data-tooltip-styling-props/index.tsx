import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

// Each style sets the data tooltip's text colours and fonts through the chart's dataToolTip* properties.
const styles = {
  bold: { text: "Bold", header: "#1a202c", title: "#2b6cb0", label: "#718096", value: "#1a202c", font: "bold 14px Verdana, sans-serif", badge: "Square" as const },
  serif: { text: "Serif", header: "#5f370e", title: "#975a16", label: "#a0785a", value: "#5f370e", font: "15px Georgia, serif", badge: "Circle" as const },
  mono: { text: "Monospace", header: "#22543d", title: "#2f855a", label: "#68d391", value: "#22543d", font: "13px 'Courier New', monospace", badge: "Line" as const },
};
type Style = keyof typeof styles;
const styleOptions = (Object.keys(styles) as Style[]).map((value) => ({ value, text: styles[value].text }));

const data = [titledBars(stockBySymbol("ORBT"), 140), titledBars(stockBySymbol("VRDE"), 140)];

// The component applies every new array or object it is given: one per module, not one per render.
const dataToolTipIncludedColumns = ["Open", "Close", "Change"];

export default function FinancialChartDataTooltipStylingPropsSample() {
  const [style, setStyle] = useState<Style>("bold");
  const s = styles[style];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Tooltip style" value={style} options={styleOptions} onChange={setStyle} />
      </ControlBar>
      <div style={chartArea}>
        <IgrFinancialChart
          key={style}
          dataSource={data}
          chartType="Line"
          chartTitle="Move the pointer over the chart to see the styled data tooltip"
          toolTipType="Data"
          dataToolTipIncludedColumns={dataToolTipIncludedColumns}
          dataToolTipHeaderTextColor={s.header}
          dataToolTipHeaderTextStyle={s.font}
          dataToolTipTitleTextColor={s.title}
          dataToolTipTitleTextStyle={s.font}
          dataToolTipLabelTextColor={s.label}
          dataToolTipLabelTextStyle={s.font}
          dataToolTipValueTextColor={s.value}
          dataToolTipValueTextStyle={s.font}
          dataToolTipBadgeShape={s.badge}
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
