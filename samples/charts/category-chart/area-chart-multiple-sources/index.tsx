import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { countryRenewables, renewablesCountries, type RenewablesCountry } from "../_shared/energy-by-country";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// Each country is a separate array; the chart draws one area series per array.
const sources = new Map(renewablesCountries.map((country) => [country, countryRenewables(country)]));

export default function AreaChartMultipleSourcesSample() {
  const [shown, setShown] = useState<RenewablesCountry[]>(["United States", "Brazil", "Germany", "India"]);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  const dataSource = useMemo(() => shown.map((country) => sources.get(country)!), [shown]);

  const toggle = (country: RenewablesCountry, on: boolean) =>
    setShown(renewablesCountries.filter((c) => (c === country ? on : shown.includes(c))));

  return (
    <div style={chartPage}>
      <ControlBar>
        {renewablesCountries.map((country) => (
          <SwitchControl key={country} label={country} checked={shown.includes(country)} onChange={(on) => toggle(country, on)} />
        ))}
      </ControlBar>
      <IgrLegend ref={setLegend} orientation="Horizontal" />
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={dataSource}
          chartType="Area"
          legend={legend}
          chartTitle="Renewable electricity generation"
          subtitle="One data source per country"
          yAxisTitle="TWh"
          xAxisTitle="Year"
          yAxisMinimumValue={0}
          areaFillOpacity={0.45}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
