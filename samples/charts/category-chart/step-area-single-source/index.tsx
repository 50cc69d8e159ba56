import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { chartArea, chartPage } from "../_shared/controls";
import { onlineRevenue } from "../../_shared/sales";

IgrCategoryChartModule.register();

// One array of { month, revenue }: a single stepped area, one flat step per month.
const best = onlineRevenue.reduce((a, b) => (b.revenue > a.revenue ? b : a));
const total = onlineRevenue.reduce((sum, m) => sum + m.revenue, 0);

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#2a9d8f"];
const outlines = ["#1f7168"];

export default function StepAreaSingleSourceSample() {
  return (
    <div style={chartPage}>
      <div>
        Online store, 2024: <b>${total}k</b> in the year, best month <b>{best.month}</b> (${best.revenue}k).
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={onlineRevenue}
          chartType="StepArea"
          chartTitle="Online store revenue by month"
          subtitle="Thousands of dollars (fictional retailer)"
          yAxisLabelFormat="${0}k"
          yAxisMinimumValue={0}
          brushes={brushes}
          outlines={outlines}
          areaFillOpacity={0.6}
          thickness={2}
          toolTipType="Item"
          finalValueAnnotationsVisible={true}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
