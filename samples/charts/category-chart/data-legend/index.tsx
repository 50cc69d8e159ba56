import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrDataLegend, IgrDataLegendModule } from "igniteui-react-charts";
import { cityTemperatures } from "../_shared/city-climate";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrDataLegendModule.register();

const layouts = [
  { value: "Table", text: "Table" },
  { value: "Vertical", text: "Vertical" },
] as const;

const summaries = [
  { value: "Average", text: "Average" },
  { value: "Min", text: "Minimum" },
  { value: "Max", text: "Maximum" },
  { value: "None", text: "No summary" },
] as const;

const badges = [
  { value: "Circle", text: "Circle" },
  { value: "Square", text: "Square" },
  { value: "Line", text: "Line" },
  { value: "Hidden", text: "Hidden" },
] as const;

type Layout = (typeof layouts)[number]["value"];
type Summary = (typeof summaries)[number]["value"];
type Badge = (typeof badges)[number]["value"];

// The component applies every new array or object it is given: one per module, not one per render.
const includedColumns = ["Montreal", "Moscow", "Singapore", "Sydney"];

export default function DataLegendSample() {
  const [chart, setChart] = useState<IgrCategoryChart | null>(null);
  const [layout, setLayout] = useState<Layout>("Table");
  const [summary, setSummary] = useState<Summary>("Average");
  const [badge, setBadge] = useState<Badge>("Circle");
  const [units, setUnits] = useState(true);
  const [header, setHeader] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Layout" value={layout} options={layouts} width={140} onChange={setLayout} />
        <SelectControl label="Summary row" value={summary} options={summaries} width={160} onChange={setSummary} />
        <SelectControl label="Badge" value={badge} options={badges} width={140} onChange={setBadge} />
        <SwitchControl label="Units" checked={units} onChange={setUnits} />
        <SwitchControl label="Header" checked={header} onChange={setHeader} />
      </ControlBar>
      <div style={{ display: "flex", alignItems: "flex-start", gap: 12, flexWrap: "wrap", fontSize: 13 }}>
        {/* The data legend reads the values of every series at the category under the pointer. */}
        <IgrDataLegend
          target={chart}
          layoutMode={layout}
          summaryType={summary}
          summaryTitleText={summaries.find((s) => s.value === summary)?.text}
          badgeShape={badge}
          unitsDisplayMode={units ? "Visible" : "Hidden"}
          unitsText="°C"
          headerRowVisible={header}
          includedColumns={includedColumns}
        />
        <span style={{ opacity: 0.7, paddingTop: 4 }}>Move the pointer over the chart: the legend shows that month’s values.</span>
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          ref={setChart}
          dataSource={cityTemperatures}
          chartType="Line"
          chartTitle="Average monthly temperature"
          yAxisTitle="°C"
          markerTypes="None"
          thickness={2}
          toolTipType="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
