import { useState } from "react";
import { IgrColumn, IgrGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";
import { chartPage, ControlBar, ToggleGroup } from "../../_shared/controls";
import { walk } from "../_shared/data";

IgrSparklineModule.register();

// Twelve months of unit sales for a coffee shop chain's products.
interface ProductRow {
  id: number;
  product: string;
  category: string;
  total: number;
  change: number;
  sales: { month: string; units: number }[];
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const products: [string, string][] = [
  ["Espresso", "Coffee"],
  ["Flat white", "Coffee"],
  ["Cold brew", "Coffee"],
  ["Chai latte", "Tea"],
  ["Matcha", "Tea"],
  ["Croissant", "Bakery"],
  ["Banana bread", "Bakery"],
  ["Cinnamon roll", "Bakery"],
  ["Orange juice", "Drinks"],
  ["Sparkling water", "Drinks"],
];

const rows: ProductRow[] = products.map(([product, category], i) => {
  // Cold drinks rise in summer; the rest wander.
  const seasonal = category === "Drinks" || product === "Cold brew" ? 1 : 0;
  const units = walk(100 + i, 12, 800 + i * 90, 90).map((u, m) => Math.max(50, Math.round(u + seasonal * 400 * Math.sin(((m - 2) / 12) * Math.PI * 2))));
  const first = units[0] ?? 1;
  const last = units[units.length - 1] ?? 0;
  return {
    id: i + 1,
    product,
    category,
    total: units.reduce((sum, u) => sum + u, 0),
    change: Math.round(((last - first) / first) * 100),
    sales: units.map((u, m) => ({ month: months[m] ?? "", units: u })),
  };
});

type DisplayType = "Line" | "Area" | "Column";
const displayTypes: DisplayType[] = ["Line", "Area", "Column"];

export default function SparklineGridSample() {
  const [displayType, setDisplayType] = useState<DisplayType>("Line");

  // Each cell of the Trend column draws a sparkline of its row's monthly sales.
  const trendCell = (ctx: IgrCellTemplateContext) => {
    const row = ctx.cell.row.data as ProductRow;
    return (
      <div style={{ width: "100%", height: 44 }}>
        <IgrSparkline
          dataSource={row.sales}
          valueMemberPath="units"
          labelMemberPath="month"
          displayType={displayType}
          brush={row.change >= 0 ? "#2f855a" : "#c53030"}
          lineThickness={2}
          lowMarkerVisibility="Visible"
          highMarkerVisibility="Visible"
          lowMarkerBrush="#c53030"
          highMarkerBrush="#2f855a"
          width="100%"
          height="100%"
        />
      </div>
    );
  };

  const changeCell = (ctx: IgrCellTemplateContext) => {
    const change = (ctx.cell.row.data as ProductRow).change;
    return <span style={{ color: change >= 0 ? "#2f855a" : "#c53030" }}>{change >= 0 ? `+${change}%` : `${change}%`}</span>;
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Sparkline type" value={displayType} options={displayTypes} onChange={setDisplayType} />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 300 }}>
        <IgrGrid data={rows} primaryKey="id" autoGenerate={false} rowHeight={56} height="100%" width="100%">
          <IgrColumn field="product" header="Product" width="160px" sortable />
          <IgrColumn field="category" header="Category" width="120px" sortable />
          <IgrColumn field="total" header="Units this year" dataType="number" width="150px" sortable />
          <IgrColumn field="change" header="Dec vs Jan" dataType="number" width="120px" sortable bodyTemplate={changeCell} />
          {/* The key makes the grid re-render the template cells when the sparkline type changes. */}
          <IgrColumn key={displayType} field="sales" header="Monthly sales (Jan–Dec)" minWidth="260px" bodyTemplate={trendCell} />
        </IgrGrid>
      </div>
    </div>
  );
}
