import { useMemo, useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";
import { inkOn } from "../../../_shared/ink";

IgrFinancialChartModule.register();

// Each theme sets rising (brush) and falling (negative brush) candles, volume, axes, text and background.
const themes = {
  midnight: {
    text: "Midnight",
    page: "#0d1117",
    up: "#26a69a",
    down: "#ef5350",
    volume: "#3b4a5a",
    grid: "#21262d",
    labels: "#8b949e",
    title: "#e6edf3",
  },
  classic: {
    text: "Classic",
    page: "#ffffff",
    up: "#1f1f1f",
    down: "#ffffff",
    volume: "#b0b0b0",
    grid: "#ececec",
    labels: "#4a4a4a",
    title: "#1f1f1f",
  },
  sunset: {
    text: "Sunset",
    page: "#fff7ed",
    up: "#ea580c",
    down: "#7c2d12",
    volume: "#fdba74",
    grid: "#fed7aa",
    labels: "#9a3412",
    title: "#7c2d12",
  },
};
type Theme = keyof typeof themes;
const themeOptions = (Object.keys(themes) as Theme[]).map((value) => ({ value, text: themes[value].text }));

const data = titledBars(stockBySymbol("HLXB"), 160);

export default function FinancialChartStylingSample() {
  const [theme, setTheme] = useState<Theme>("midnight");
  const t = themes[theme];
  // The chart applies every new array it is given: new ones only when the theme changes.
  const series = useMemo(() => {
    const { up, down, volume } = themes[theme];
    const edge = (color: string) => [theme === "classic" ? "#1f1f1f" : color];
    return { brushes: [up], outlines: edge(up), negativeBrushes: [down], negativeOutlines: edge(down), volume: [volume] };
  }, [theme]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Theme" value={theme} options={themeOptions} onChange={setTheme} />
      </ControlBar>
      <div style={{ ...chartArea, background: t.page, borderRadius: 8, padding: 8, boxSizing: "border-box" }}>
        <IgrFinancialChart
          key={theme}
          dataSource={data}
          chartType="Candle"
          chartTitle="HLXB"
          subtitle="Styled candles, volume, axes and text"
          titleTextColor={t.title}
          subtitleTextColor={t.labels}
          titleTextStyle="600 18px Georgia, serif"
          brushes={series.brushes}
          outlines={series.outlines}
          negativeBrushes={series.negativeBrushes}
          negativeOutlines={series.negativeOutlines}
          volumeType="Column"
          volumeBrushes={series.volume}
          volumeOutlines={series.volume}
          xAxisLabelTextColor={t.labels}
          yAxisLabelTextColor={t.labels}
          xAxisMajorStroke={t.grid}
          yAxisMajorStroke={t.grid}
          xAxisStroke={t.grid}
          yAxisStroke={t.grid}
          finalValueAnnotationsVisible={true}
          finalValueAnnotationsBackground={t.up}
          // The ink that reads on the rising colour (the theme's light ink read at 2.9:1 on the midnight teal).
          finalValueAnnotationsTextColor={inkOn(t.up)}
          zoomSliderType="None"
          isToolbarVisible={false}
          isLegendVisible={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
