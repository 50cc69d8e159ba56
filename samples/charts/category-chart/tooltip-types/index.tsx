import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { salesByRegion } from "../../_shared/sales";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const types = [
  { value: "Data", text: "Data (all series, as a table)" },
  { value: "Item", text: "Item (the series under the pointer)" },
  { value: "Category", text: "Category (every series of the month)" },
  { value: "Default", text: "Default" },
  { value: "None", text: "None" },
];

const colors = ["#264653", "#2a9d8f", "#e9c46a", "#e76f51"];

export default function TooltipTypesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [type, setType] = useState("Data");

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="Tooltip type" value={type} options={types} width={300} onChange={setType} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={salesByRegion}
          legend={legend}
          chartType="Column"
          toolTipType={type}
          brushes={colors}
          outlines={colors}
          chartTitle="Monthly revenue by region"
          subtitle="Hover the columns to see the tooltip"
          yAxisLabelFormat="${0}k"
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
