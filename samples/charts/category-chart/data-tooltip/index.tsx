import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const groupings = [
  { value: "Grouped", text: "One table" },
  { value: "Individual", text: "One per series" },
] as const;

const summaries = [
  { value: "Total", text: "Total" },
  { value: "Average", text: "Average" },
  { value: "Max", text: "Maximum" },
  { value: "None", text: "No summary" },
] as const;

const badges = [
  { value: "Square", text: "Square" },
  { value: "Circle", text: "Circle" },
  { value: "Line", text: "Line" },
] as const;

type Grouping = (typeof groupings)[number]["value"];
type Summary = (typeof summaries)[number]["value"];
type Badge = (typeof badges)[number]["value"];

export default function DataTooltipSample() {
  const [grouping, setGrouping] = useState<Grouping>("Grouped");
  const [summary, setSummary] = useState<Summary>("Total");
  const [badge, setBadge] = useState<Badge>("Square");
  const [units, setUnits] = useState(true);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Grouping" value={grouping} options={groupings} width={170} onChange={setGrouping} />
        <SelectControl label="Summary row" value={summary} options={summaries} width={160} onChange={setSummary} />
        <SelectControl label="Badge" value={badge} options={badges} width={130} onChange={setBadge} />
        <SwitchControl label="Units" checked={units} onChange={setUnits} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>Hover the chart: the data tooltip lists every source for the year under the pointer.</div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={energyByYear}
          chartType="Column"
          legend={legend}
          chartTitle="Electricity generation by source"
          yAxisTitle="TWh"
          yAxisMinimumValue={0}
          toolTipType="Data"
          dataToolTipGroupingMode={grouping}
          dataToolTipSummaryType={summary}
          dataToolTipSummaryTitleText={summaries.find((s) => s.value === summary)?.text}
          dataToolTipBadgeShape={badge}
          dataToolTipUnitsDisplayMode={units ? "Visible" : "Hidden"}
          dataToolTipUnitsText="TWh"
          dataToolTipHeaderTextColor="#0d47a1"
          isCategoryHighlightingEnabled={true}
          crosshairsDisplayMode="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
