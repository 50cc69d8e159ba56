import { useMemo, useState } from "react";
import { LocalDataSource } from "igniteui-react-core";
import { IgrDashboardTile, IgrDataChartDashboardTileModule, IgrPieChartDashboardTileModule } from "igniteui-react-dashboards";
import { chartArea, chartPage, ControlBar, SelectControl } from "../../_shared/controls";
import { orders } from "./orders";

IgrDataChartDashboardTileModule.register();
// The tile picks its chart from the data and from the features registered: a few groups can make a
// pie chart, which it cannot pick without this module (opened on its own, the tile looked entirely
// different from the same tile opened after a sample that registered it).
IgrPieChartDashboardTileModule.register();

const groupings = [
  { value: "region", text: "Region" },
  { value: "product", text: "Product" },
  { value: "quarter", text: "Quarter" },
] as const;

const summaries = [
  { value: "sum", text: "Total" },
  { value: "avg", text: "Average per order" },
  { value: "max", text: "Largest order" },
  { value: "count", text: "Number of orders" },
] as const;

type Grouping = (typeof groupings)[number]["value"];
type Summary = (typeof summaries)[number]["value"];

export default function LocalDataSourceDashboardSample() {
  const [groupBy, setGroupBy] = useState<Grouping>("region");
  const [summary, setSummary] = useState<Summary>("sum");

  // The tile reads the orders through a LocalDataSource: it hands its grouping and summaries to the
  // data source, which aggregates the 400 rows into one item per group.
  const source = useMemo(() => {
    const local = new LocalDataSource();
    local.dataSource = orders;
    return local;
  }, []);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Group orders by" value={groupBy} options={groupings} onChange={setGroupBy} />
        <SelectControl label="Revenue summary" value={summary} options={summaries} width={220} onChange={setSummary} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDashboardTile
          width="100%"
          height="100%"
          tileTitle={`2024 orders: revenue by ${groupBy} (USD)`}
          dataSource={source}
          initialGroups={groupBy}
          initialSummaries={`${summary}(revenue) as revenue`}
        />
      </div>
    </div>
  );
}
