import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Toolbar, chartArea, chartPage } from "../_shared/controls";
import { regionSales, regions } from "../../_shared/sales";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// One array per sales region ({ month, North }, { month, South }, ...): one stepped area each.
const sources = regions.map(regionSales);

const colors = ["#264653", "#2a9d8f", "#e9c46a", "#e76f51"];

export default function StepAreaMultipleSourcesSample() {
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
          chartType="StepArea"
          chartTitle="Revenue by sales region"
          subtitle="One data source per region; thousands of dollars (fictional retailer)"
          yAxisLabelFormat="${0}k"
          yAxisMinimumValue={0}
          brushes={colors}
          outlines={colors}
          areaFillOpacity={0.35}
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
