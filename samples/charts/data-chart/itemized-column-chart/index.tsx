import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SelectControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrLegendModule.register();

const sources = [
  { key: "coal", name: "Coal", color: "#5d4037" },
  { key: "gas", name: "Gas", color: "#7e57c2" },
  { key: "nuclear", name: "Nuclear", color: "#ef6c00" },
  { key: "hydro", name: "Hydro", color: "#1e88e5" },
  { key: "wind", name: "Wind", color: "#00897b" },
  { key: "solar", name: "Solar", color: "#f9a825" },
] as const;

const years = energyByYear.map((y) => y.year);

export default function ItemizedColumnChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [year, setYear] = useState(years[years.length - 1]!);

  // One row per source, holding a value only under its own key: each series then draws one column.
  const rows = useMemo(() => {
    const y = energyByYear.find((e) => e.year === year)!;
    return sources.map((s) => ({ source: s.name, [s.key]: y[s.key] }));
  }, [year]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Year" value={year} options={years} width={120} onChange={setYear} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle={`Electricity generation by source, ${year}`} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* overlap 1 puts every series in the same slot, so each category shows its single column centred. */}
          <IgrCategoryXAxis name="sources" label="source" dataSource={rows} overlap={1} gap={0.3} />
          <IgrNumericYAxis name="twh" title="TWh" minimumValue={0} maximumValue={450} />
          {sources.map((s) => (
            <IgrColumnSeries key={s.key} name={s.key} title={s.name} xAxisName="sources" yAxisName="twh" dataSource={rows} valueMemberPath={s.key} brush={s.color} outline={s.color} />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
