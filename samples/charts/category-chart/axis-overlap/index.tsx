import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { productSales2024 } from "../_shared/sales-records";
import { ControlBar, SliderControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

export default function AxisOverlapSample() {
  const [overlap, setOverlap] = useState(0.3);
  const [gap, setGap] = useState(0.4);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="X axis overlap" value={overlap} min={-1} max={1} step={0.05} format={(v) => v.toFixed(2)} onChange={setOverlap} />
        <SliderControl label="X axis gap" value={gap} min={0} max={1} step={0.05} format={(v) => v.toFixed(2)} onChange={setGap} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        Overlap sets how the columns of one quarter share space: 1 stacks them on top of each other, 0 places them side by
        side, negative values leave space between them.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={productSales2024}
          chartType="Column"
          legend={legend}
          chartTitle="2024 sales by product"
          yAxisTitle="Thousand USD"
          yAxisMinimumValue={0}
          xAxisOverlap={overlap}
          xAxisGap={gap}
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
