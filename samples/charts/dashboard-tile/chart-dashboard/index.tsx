import { useState } from "react";
import { IgrDashboardTile, IgrDataChartDashboardTileModule } from "igniteui-react-dashboards";
import { salesByRegion, regions } from "../../_shared/sales";
import { chartArea, chartPage, ControlBar, SelectControl } from "../../_shared/controls";

// Registers the tile together with the data chart it generates for category data.
IgrDataChartDashboardTileModule.register();

const chartTypes = [
  { value: "Auto", text: "Auto (the tile decides)" },
  { value: "ColumnChart", text: "Column" },
  { value: "StackedColumnChart", text: "Stacked column" },
  { value: "LineChart", text: "Line" },
  { value: "SplineAreaChart", text: "Spline area" },
  { value: "BarChart", text: "Bar" },
] as const;

type ChartType = (typeof chartTypes)[number]["value"];

const regionChoices = [{ value: "all", text: "All regions" }, ...regions.map((r) => ({ value: r, text: r }))] as const;

export default function ChartDashboardSample() {
  const [chartType, setChartType] = useState<ChartType>("Auto");
  const [region, setRegion] = useState<string>("all");

  // includedProperties limits the properties the tile considers: the month labels plus the chosen region.
  const included = region === "all" ? undefined : ["month", region];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Visualization" value={chartType} options={chartTypes} width={220} onChange={setChartType} />
        <SelectControl label="Regions" value={region} options={regionChoices} onChange={setRegion} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDashboardTile
          width="100%"
          height="100%"
          tileTitle="Monthly revenue by region, 2024 (thousands of dollars)"
          dataSource={salesByRegion}
          visualizationType={chartType}
          includedProperties={included}
        />
      </div>
    </div>
  );
}
