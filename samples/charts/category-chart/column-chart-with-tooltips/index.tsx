import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { productSales2024 } from "../_shared/sales-records";
import { ControlBar, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const types = [
  { value: "Item", text: "Item" },
  { value: "Category", text: "Category" },
  { value: "Data", text: "Data" },
] as const;

type TooltipType = (typeof types)[number]["value"];

const hints: Record<TooltipType, string> = {
  Item: "Item: every column of the hovered quarter gets a tooltip of its own, next to the column.",
  Category: "Category: one combined tooltip for the hovered quarter, anchored to the quarter.",
  Data: "Data: one table of every product in the hovered quarter, with colour badges and a total.",
};

// Three products keep the stacked category tooltips short enough to fit above the plot.
const sales = productSales2024.map(({ quarter, Laptops, Phones, Tablets }) => ({ quarter, Laptops, Phones, Tablets }));

export default function ColumnChartWithTooltipsSample() {
  const [type, setType] = useState<TooltipType>("Item");
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Tooltip type" value={type} options={types} onChange={setType} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>{hints[type]} Hover the columns.</div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={sales}
          chartType="Column"
          legend={legend}
          chartTitle="2024 sales by product"
          yAxisTitle="Thousand USD"
          yAxisMinimumValue={0}
          toolTipType={type}
          dataToolTipSummaryType="Total"
          dataToolTipValueFormatAbbreviation="None"
          crosshairsDisplayMode="None"
          isCategoryHighlightingEnabled={true}
          topMargin={70}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
