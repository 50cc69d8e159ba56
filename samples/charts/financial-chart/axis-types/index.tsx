import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, StatusLine, SwitchControl, ToggleGroup } from "../../_shared/controls";
import { dailyBars, stockBySymbol } from "../_shared/data";

IgrFinancialChartModule.register();

type XMode = "Ordinal" | "Time";
const xModes: { value: XMode; text: string }[] = [
  { value: "Ordinal", text: "Ordinal (trading days)" },
  { value: "Time", text: "Time (calendar)" },
];

type YMode = "Numeric" | "PercentChange";
const yModes: { value: YMode; text: string }[] = [
  { value: "Numeric", text: "Price" },
  { value: "PercentChange", text: "Percent change" },
];

// A stock that went quiet for a while: the bars skip a three-week trading halt in August.
const bars = dailyBars(stockBySymbol("HLXB"), 160).filter((b) => !(b.time.getMonth() === 7 && b.time.getDate() < 22));
const data = [Object.assign(bars, { title: "HLXB" })];

export default function FinancialChartAxisTypesSample() {
  const [xMode, setXMode] = useState<XMode>("Time");
  const [yMode, setYMode] = useState<YMode>("Numeric");
  const [logarithmic, setLogarithmic] = useState(false);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="X axis" value={xMode} options={xModes} onChange={setXMode} />
        <ToggleGroup label="Y axis" value={yMode} options={yModes} onChange={setYMode} />
        <SwitchControl label="Logarithmic y axis" checked={logarithmic} onChange={setLogarithmic} />
      </ControlBar>
      <StatusLine>
        {xMode === "Time"
          ? "Time axis: days are placed on a calendar, so the August trading halt leaves a gap."
          : "Ordinal axis: bars sit side by side, one slot per trading day, so the halt disappears."}
      </StatusLine>
      <div style={chartArea}>
        <IgrFinancialChart
          dataSource={data}
          chartType="Candle"
          xAxisMode={xMode}
          yAxisMode={yMode}
          yAxisIsLogarithmic={logarithmic}
          chartTitle="HLXB daily prices"
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
