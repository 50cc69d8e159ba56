import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { renewablesInYear, renewablesYears } from "../_shared/energy-by-country";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

const yearOptions = renewablesYears.map((year) => ({ value: year, text: year }));

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#2a9d8f"];
const outlines = ["#21867a"];

export default function ColumnChartSingleSourceSample() {
  const [year, setYear] = useState("2024");

  // One array of { country, generation }: the string field labels the columns, the number is the single series.
  const data = useMemo(() => renewablesInYear(year), [year]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Year" value={year} options={yearOptions} width={140} onChange={setYear} />
      </ControlBar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={data}
          chartType="Column"
          chartTitle={`Renewable electricity generation, ${year}`}
          yAxisTitle="TWh"
          yAxisMinimumValue={0}
          yAxisMaximumValue={1200}
          brushes={brushes}
          outlines={outlines}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
