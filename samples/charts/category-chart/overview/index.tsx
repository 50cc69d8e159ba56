import { useState } from "react";
import { IgrSelect, IgrSelectItem } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import "../../_shared/legend.css";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const chartTypes = [
  { value: "Line", label: "Line" },
  { value: "Spline", label: "Spline" },
  { value: "StepLine", label: "Step line" },
  { value: "Point", label: "Point" },
  { value: "Column", label: "Column" },
  { value: "Area", label: "Area" },
  { value: "SplineArea", label: "Spline area" },
  { value: "StepArea", label: "Step area" },
];

// One colour per source, in the order of the data's properties: coal, gas, nuclear, hydro, wind, solar.
const colors = ["#5b5b5b", "#8e6cc2", "#f28e2b", "#1f77b4", "#2ab3a6", "#f2c12e"];

export default function CategoryChartOverviewSample() {
  const [chartType, setChartType] = useState("Line");
  // The chart finds its legend through the legend component instance, which a ref callback provides.
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }}>
      <div style={{ display: "flex", alignItems: "center", gap: 24, flexWrap: "wrap" }}>
        <IgrSelect label="Chart type" value={chartType} style={{ width: 200 }} onChange={(e) => setChartType(e.detail.value)}>
          {chartTypes.map((t) => (
            <IgrSelectItem key={t.value} value={t.value}>
              {t.label}
            </IgrSelectItem>
          ))}
        </IgrSelect>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </div>

      <div style={{ flex: 1, minHeight: 300 }}>
        <IgrCategoryChart
          dataSource={energyByYear}
          chartType={chartType}
          legend={legend}
          brushes={colors}
          outlines={colors}
          markerOutlines={colors}
          chartTitle="Electricity generation by source"
          subtitle="Fictional region, 2014–2024"
          yAxisTitle="TWh"
          xAxisTitle="Year"
          yAxisMinimumValue={0}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
