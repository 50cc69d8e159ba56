import { useMemo, useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, StatusLine } from "../../_shared/controls";
import { intradayBars } from "../_shared/data";

IgrFinancialChartModule.register();

const sizes = [
  { value: "10000", text: "10,000 bars" },
  { value: "50000", text: "50,000 bars" },
  { value: "100000", text: "100,000 bars" },
  { value: "250000", text: "250,000 bars" },
];

type ChartType = "Line" | "Candle" | "Column";
const chartTypes: ChartType[] = ["Line", "Candle", "Column"];

export default function FinancialChartHighVolumeSample() {
  const [size, setSize] = useState("100000");
  const [chartType, setChartType] = useState<ChartType>("Line");

  // One-minute bars, seeded, so the same set is generated every time.
  const { data, ms } = useMemo(() => {
    const t0 = performance.now();
    const bars = intradayBars(11, Number(size), new Date(2020, 0, 2, 9, 30), 60_000, 120);
    return { data: Object.assign(bars, { title: "Minute bars" }), ms: Math.round(performance.now() - t0) };
  }, [size]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Data points" value={size} options={sizes} onChange={setSize} />
        <SelectControl label="Chart type" value={chartType} options={chartTypes} onChange={setChartType} />
      </ControlBar>
      <StatusLine>
        {Number(size).toLocaleString("en-US")} one-minute bars generated in {ms} ms. Zoom in with the slider or the mouse wheel: the chart stays responsive.
      </StatusLine>
      <div style={chartArea}>
        <IgrFinancialChart
          dataSource={data}
          chartType={chartType}
          chartTitle="A large price history"
          volumeType="None"
          zoomSliderType="Line"
          isToolbarVisible={false}
          isLegendVisible={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
