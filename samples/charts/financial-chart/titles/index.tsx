import { useMemo, useState } from "react";
import { IgrInput } from "igniteui-react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SliderControl, ToggleGroup } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";
import { themeInk } from "../../_shared/theme-ink";

IgrFinancialChartModule.register();

type Align = "Left" | "Center" | "Right";
const aligns: Align[] = ["Left", "Center", "Right"];

const data = titledBars(stockBySymbol("ORBT"), 200);

export default function FinancialChartTitlesSample() {
  const [title, setTitle] = useState("Orbital Logistics (ORBT)");
  const [subtitle, setSubtitle] = useState("Daily prices, 2023 · fictional data");
  const [align, setAlign] = useState<Align>("Left");
  const [titleSize, setTitleSize] = useState(20);
  // The navy title and slate subtitle, mixed into the theme's text colour so they read on a dark page
  // too (once per mount: a theme change mounts the sample afresh).
  const titleInk = useMemo(() => themeInk("#1a365d"), []);
  const subtitleInk = useMemo(() => themeInk("#4a5568"), []);

  return (
    <div style={chartPage}>
      <ControlBar>
        <IgrInput label="Title" value={title} onInput={(e) => setTitle(e.detail)} style={{ width: 260 }} />
        <IgrInput label="Subtitle" value={subtitle} onInput={(e) => setSubtitle(e.detail)} style={{ width: 260 }} />
        <ToggleGroup label="Alignment" value={align} options={aligns} onChange={setAlign} />
        <SliderControl label="Title size" value={titleSize} min={12} max={32} format={(v) => `${v} px`} onChange={setTitleSize} />
      </ControlBar>
      <div style={chartArea}>
        <IgrFinancialChart
          dataSource={data}
          chartType="Candle"
          chartTitle={title}
          subtitle={subtitle}
          titleAlignment={align}
          subtitleAlignment={align}
          titleTextStyle={`600 ${titleSize}px sans-serif`}
          titleTextColor={titleInk}
          subtitleTextColor={subtitleInk}
          titleBottomMargin={4}
          subtitleBottomMargin={12}
          xAxisTitle="Trading day"
          yAxisTitle="Price (USD)"
          xAxisTitleTextColor={subtitleInk}
          yAxisTitleTextColor={subtitleInk}
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
