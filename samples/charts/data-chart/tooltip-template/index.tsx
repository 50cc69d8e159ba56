import { useState } from "react";
import type { IChartTooltipProps } from "igniteui-react-core";
import {
  IgrBubbleSeries,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartScatterModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrSizeScale,
} from "igniteui-react-charts";
import { ControlBar, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";
import { continentColors, countries, type Country } from "../_shared/countries";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();

/** The chart renders this component in the tooltip; dataContext.item is the data item under the pointer. */
function CountryTooltip({ dataContext }: IChartTooltipProps) {
  const country = dataContext?.item as Country | undefined;
  if (!country) return null;
  const row = (label: string, value: string) => (
    <div style={{ display: "flex", justifyContent: "space-between", gap: 16 }}>
      <span style={{ opacity: 0.75 }}>{label}</span>
      <b>{value}</b>
    </div>
  );
  return (
    <div style={{ minWidth: 200, font: "13px sans-serif", color: "#1d2433" }}>
      <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 6 }}>
        <span style={{ width: 10, height: 10, borderRadius: 5, background: continentColors[country.continent] }} />
        <b style={{ fontSize: 15 }}>{country.name}</b>
        <span style={{ marginLeft: "auto", fontSize: 11, opacity: 0.7 }}>{country.continent}</span>
      </div>
      {row("GDP per person", `$${country.gdp.toFixed(1)}k`)}
      {row("Life expectancy", `${country.lifeExpectancy} years`)}
      {row("Population", `${country.population} million`)}
      {row("CO₂ per person", `${country.co2} t`)}
    </div>
  );
}

const radiusScale = new IgrSizeScale({});
radiusScale.minimumValue = 10;
radiusScale.maximumValue = 60;

type Kind = "template" | "default";
const kinds = [
  { value: "template", text: "Custom template" },
  { value: "default", text: "Default tooltip" },
] as const;

export default function TooltipTemplateSample() {
  const [kind, setKind] = useState<Kind>("template");

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Tooltip" value={kind} options={kinds} onChange={setKind} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>Hover a bubble to see its tooltip.</div>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Wealth and health of 24 countries" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericXAxis name="gdp" title="GDP per person (thousand $)" isLogarithmic={true} minimumValue={2} maximumValue={100} />
          <IgrNumericYAxis name="life" title="Life expectancy (years)" minimumValue={50} maximumValue={90} interval={5} />
          <IgrBubbleSeries
            key={`countries-${kind}`}
            name={`countries-${kind}`}
            title="Countries"
            dataSource={countries}
            xMemberPath="gdp"
            yMemberPath="lifeExpectancy"
            radiusMemberPath="population"
            radiusScale={radiusScale}
            xAxisName="gdp"
            yAxisName="life"
            markerType="Circle"
            markerBrush="#8e6cc2"
            markerOutline="#5e3f94"
            markerFillOpacity={0.55}
            showDefaultTooltip={kind === "default"}
            tooltipTemplate={kind === "template" ? CountryTooltip : undefined}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
