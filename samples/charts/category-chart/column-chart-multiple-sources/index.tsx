import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { countryQuarterlySales, salesCountries, salesYears } from "../_shared/sales-records";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const yearOptions = salesYears.map((year) => ({ value: year, text: year }));

export default function ColumnChartMultipleSourcesSample() {
  const [year, setYear] = useState("2024");
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  // An array of arrays: each country's quarterly sales is a data source of its own and becomes one column series.
  const dataSource = useMemo(() => salesCountries.map((country) => countryQuarterlySales(country, year)), [year]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Year" value={year} options={yearOptions} width={140} onChange={setYear} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={dataSource}
          chartType="Column"
          legend={legend}
          chartTitle={`Quarterly sales by country, ${year}`}
          subtitle="Five data sources, one per country"
          yAxisTitle="Sales (thousand USD)"
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
