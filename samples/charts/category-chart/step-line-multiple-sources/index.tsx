import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Toolbar, chartArea, chartPage } from "../_shared/controls";
import { supplierSeries, suppliers } from "../_shared/tariffs";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// One array per supplier ({ quarter, Northgrid }, { quarter, Coastal }, ...): one step line each.
const sources = suppliers.map(supplierSeries);

const colors = ["#6a4c93", "#1982c4", "#8ac926"];

export default function StepLineMultipleSourcesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <Toolbar>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={sources}
          legend={legend}
          chartType="StepLine"
          chartTitle="Electricity tariffs of three suppliers"
          subtitle="One data source per supplier; price per kWh by quarter (illustrative)"
          yAxisLabelFormat="{0}¢"
          yAxisMinimumValue={10}
          brushes={colors}
          outlines={colors}
          thickness={2}
          markerTypes="None"
          toolTipType="Category"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
