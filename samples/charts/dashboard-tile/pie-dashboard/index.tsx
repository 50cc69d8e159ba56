import { useMemo, useState } from "react";
import { IgrDashboardTile, IgrDataChartDashboardTileModule, IgrPieChartDashboardTileModule } from "igniteui-react-dashboards";
import { energyByYear } from "../../_shared/energy";
import { chartArea, chartPage, ControlBar, SelectControl } from "../../_shared/controls";

IgrPieChartDashboardTileModule.register();
// The same data can also be shown as a column or bar chart, which the data chart feature draws.
IgrDataChartDashboardTileModule.register();

const sources = ["coal", "gas", "nuclear", "hydro", "wind", "solar"] as const;
const years = energyByYear.map((row) => row.year);

const chartTypes = [
  { value: "PieChart", text: "Pie" },
  { value: "ColumnChart", text: "Column" },
  { value: "BarChart", text: "Bar" },
] as const;

type ChartType = (typeof chartTypes)[number]["value"];

export default function PieDashboardSample() {
  const [year, setYear] = useState(years[years.length - 1]!);
  const [chartType, setChartType] = useState<ChartType>("PieChart");

  // One item per slice: a label and a value.
  const mix = useMemo(() => {
    const row = energyByYear.find((r) => r.year === year) ?? energyByYear[0]!;
    return sources.map((source) => ({ source: source[0]!.toUpperCase() + source.slice(1), generation: row[source] }));
  }, [year]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Year" value={year} options={years} width={140} onChange={setYear} />
        <SelectControl label="Visualization" value={chartType} options={chartTypes} width={180} onChange={setChartType} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDashboardTile
          width="100%"
          height="100%"
          tileTitle={`Electricity generation by source, ${year} (TWh)`}
          dataSource={mix}
          visualizationType={chartType}
        />
      </div>
    </div>
  );
}
