import { useState } from "react";
import {
  IgrBarSeries,
  IgrCategoryYAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartVerticalCategoryModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
} from "igniteui-react-charts";
import { countries, countryPopulation, type Country } from "../../_shared/population";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartVerticalCategoryModule.register();
IgrLegendModule.register();

const colors: Record<Country, string> = { Nigeria: "#2e7d32", Brazil: "#f9a825", Japan: "#c62828", Germany: "#424242" };

// Every country is its own data source (one array per series); the axis takes its labels from the first.
const sources = Object.fromEntries(countries.map((c) => [c, countryPopulation(c).filter((_, i) => i % 3 === 0)])) as Record<
  Country,
  ReturnType<typeof countryPopulation>
>;

export default function BarChartMultipleSourcesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [shown, setShown] = useState<Record<Country, boolean>>({ Nigeria: true, Brazil: true, Japan: true, Germany: true });

  return (
    <div style={chartPage}>
      <ControlBar>
        {countries.map((c) => (
          <SwitchControl key={c} label={c} checked={shown[c]} onChange={(on) => setShown((s) => ({ ...s, [c]: on }))} />
        ))}
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Population by country" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryYAxis name="years" label="year" dataSource={sources.Nigeria} isInverted={true} gap={0.3} />
          <IgrNumericXAxis name="millions" title="Millions" minimumValue={0} />
          {/* Series stay in the chart; a hidden country is collapsed (its legend item too) rather than removed. */}
          {countries.map((c) => (
            <IgrBarSeries
              key={c}
              name={c}
              title={c}
              xAxisName="millions"
              yAxisName="years"
              dataSource={sources[c]}
              valueMemberPath={c}
              brush={colors[c]}
              outline={colors[c]}
              visibility={shown[c] ? "Visible" : "Collapsed"}
              legendItemVisibility={shown[c] ? "Visible" : "Collapsed"}
            />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
