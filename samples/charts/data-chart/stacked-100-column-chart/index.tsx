import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartStackedModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrStacked100ColumnSeries,
  IgrStacked100ColumnSeriesModule,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";
import { regions, sales, type Region } from "../../_shared/sales";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrStacked100ColumnSeriesModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const colors: Record<Region, string> = { North: "#1f77b4", South: "#2ab3a6", East: "#8e6cc2", West: "#f28e2b" };

const periods = [
  { value: "months", text: "Months" },
  { value: "quarters", text: "Quarters" },
];

// The same revenue summed by quarter: a 100% stack compares shares, whatever the totals.
const quarters = [0, 1, 2, 3].map((q) => {
  const months = sales.slice(q * 3, q * 3 + 3);
  const sum = (r: Region) => months.reduce((total, m) => total + m[r], 0);
  return { month: `Q${q + 1}`, North: sum("North"), South: sum("South"), East: sum("East"), West: sum("West") };
});

export default function Stacked100ColumnChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [period, setPeriod] = useState("months");
  const data = period === "months" ? sales : quarters;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Period" value={period} options={periods} width={150} onChange={setPeriod} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Each region's share of revenue, 2024" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="periods" dataSource={data} label="month" interval={1} gap={0.2} />
          <IgrNumericYAxis name="share" minimumValue={0} maximumValue={100} interval={20} labelFormat="{0}%" />
          <IgrStacked100ColumnSeries name="regions" dataSource={data} xAxisName="periods" yAxisName="share" showDefaultTooltip={true}>
            {regions.map((r) => (
              <IgrStackedFragmentSeries key={r} name={r} title={r} valueMemberPath={r} brush={colors[r]} outline="#ffffff" thickness={1} />
            ))}
          </IgrStacked100ColumnSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
