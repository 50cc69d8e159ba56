import { useMemo, useState } from "react";
import {
  IgrBarSeries,
  IgrCategoryYAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartVerticalCategoryModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
} from "igniteui-react-charts";
import { countries, populationByYear, type Country } from "../../_shared/population";
import { ControlBar, SelectControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
// The series' default tooltips follow the pointer through the interactivity module.
IgrDataChartInteractivityModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartVerticalCategoryModule.register();
IgrLegendModule.register();

const colors: Record<Country, string> = { Nigeria: "#2e7d32", Brazil: "#f9a825", Japan: "#c62828", Germany: "#424242" };
const years = populationByYear.map((p) => p.year);

export default function ItemizedBarChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [year, setYear] = useState("2020");

  // One row per country with its value under its own name; sorted so the largest bar is on top.
  const rows = useMemo(() => {
    const y = populationByYear.find((p) => p.year === year)!;
    return [...countries].sort((a, b) => y[b] - y[a]).map((c) => ({ country: c, [c]: y[c] }));
  }, [year]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Year" value={year} options={years} width={120} onChange={setYear} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle={`Population in ${year} (millions)`} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryYAxis name="countries" label="country" dataSource={rows} isInverted={true} overlap={1} gap={0.3} />
          <IgrNumericXAxis name="millions" minimumValue={0} maximumValue={250} />
          {/* One bar series per country: its own colour, legend item and tooltip title. */}
          {countries.map((c) => (
            <IgrBarSeries key={c} name={c} title={c} xAxisName="millions" yAxisName="countries" dataSource={rows} valueMemberPath={c} brush={colors[c]} outline={colors[c]} showDefaultTooltip={true} />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
