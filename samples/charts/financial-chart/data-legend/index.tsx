import { useState } from "react";
import { IgrDataLegend, IgrDataLegendModule, IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, ToggleGroup } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();
IgrDataLegendModule.register();

type Layout = "Table" | "Vertical";
const layouts: Layout[] = ["Table", "Vertical"];

type Summary = "None" | "Total" | "Average" | "Min" | "Max";
const summaries: Summary[] = ["None", "Total", "Average", "Min", "Max"];

type Labels = "Visible" | "Hidden";
const labelOptions: { value: Labels; text: string }[] = [
  { value: "Visible", text: "Show" },
  { value: "Hidden", text: "Hide" },
];

const data = [titledBars(stockBySymbol("ORBT"), 180), titledBars(stockBySymbol("QNTM"), 180), titledBars(stockBySymbol("VRDE"), 180)];

// The component applies every new array or object it is given: one per module, not one per render.
const includedColumns = ["Open", "High", "Low", "Close", "Change"];

export default function FinancialChartDataLegendSample() {
  const [layout, setLayout] = useState<Layout>("Table");
  const [summary, setSummary] = useState<Summary>("None");
  const [labels, setLabels] = useState<Labels>("Visible");
  // The data legend reads the values under the pointer from its target chart.
  const [chart, setChart] = useState<IgrFinancialChart | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Layout" value={layout} options={layouts} onChange={setLayout} />
        <SelectControl label="Summary row" value={summary} options={summaries} onChange={setSummary} />
        <ToggleGroup label="Labels (O, H, L, C)" value={labels} options={labelOptions} onChange={setLabels} />
      </ControlBar>
      <div style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 6, padding: 8, alignSelf: "flex-start", minHeight: 60 }}>
        <IgrDataLegend
          target={chart}
          layoutMode={layout}
          summaryType={summary}
          labelDisplayMode={labels}
          includedColumns={includedColumns}
          headerFormatDate="LongStyle"
        />
      </div>
      <div style={chartArea}>
        <IgrFinancialChart
          ref={setChart}
          dataSource={data}
          chartType="Candle"
          chartTitle="Move the pointer over the chart: the data legend above shows the day's prices"
          volumeType="None"
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
