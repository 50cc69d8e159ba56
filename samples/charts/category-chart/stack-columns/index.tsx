import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { energyByYear, type EnergyYear } from "../../_shared/energy";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// Top of the stack first: IgrCategoryChart draws its series in this order, so each later (shorter) column is drawn in front.
const sources = [
  { field: "solar", title: "Solar", color: "#f2c12e" },
  { field: "wind", title: "Wind", color: "#2ab3a6" },
  { field: "hydro", title: "Hydro", color: "#1f77b4" },
  { field: "nuclear", title: "Nuclear", color: "#f28e2b" },
  { field: "gas", title: "Gas", color: "#8e6cc2" },
  { field: "coal", title: "Coal", color: "#5b5b5b" },
] as const;

type Layout = "stacked" | "percent" | "side";

// The chart applies every new array it is given: one per module, not one per render.
const includedProperties = ["year", ...sources.map((s) => s.title)];

const layouts = [
  { value: "stacked", text: "Stacked (TWh)" },
  { value: "percent", text: "Stacked to 100 %" },
  { value: "side", text: "Side by side" },
];

/**
 * IgrCategoryChart has no stacked chart type. Columns that overlap completely (xAxisOverlap 1) and reach each source's running
 * total stack visually: the column of a source reaches the sum of itself and every source below it.
 */
function rows(layout: Layout) {
  return energyByYear.map((year: EnergyYear) => {
    const total = sources.reduce((sum, s) => sum + year[s.field], 0);
    const scale = layout === "percent" ? 100 / total : 1;
    const row: Record<string, string | number> = { year: year.year };
    let below = total;
    for (const s of sources) {
      row[s.title] = Math.round((layout === "side" ? year[s.field] : below) * scale * 10) / 10;
      below -= year[s.field];
    }
    return row;
  });
}

export default function StackColumnsSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [layout, setLayout] = useState<Layout>("stacked");
  const data = useMemo(() => rows(layout), [layout]);
  const stacked = layout !== "side";

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Columns" value={layout} options={layouts} onChange={(value) => setLayout(value as Layout)} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        {/* A new key per layout: the chart builds its series once from the data's properties. */}
        <IgrCategoryChart
          key={layout}
          chartType="Column"
          dataSource={data}
          legend={legend}
          includedProperties={includedProperties}
          brushes={sources.map((s) => s.color)}
          outlines={sources.map((s) => s.color)}
          xAxisOverlap={stacked ? 1 : 0}
          xAxisGap={stacked ? 0.4 : 0.2}
          xAxisInterval={1}
          yAxisMinimumValue={0}
          yAxisMaximumValue={layout === "percent" ? 100 : NaN}
          yAxisTitle={layout === "percent" ? "Share of generation" : "TWh"}
          yAxisLabelFormat={layout === "percent" ? "{0}%" : "{0}"}
          // In the stacked layouts each column's value is a running total, so a tooltip would mislead.
          toolTipType={stacked ? "None" : "Category"}
          isTransitionInEnabled={false}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
