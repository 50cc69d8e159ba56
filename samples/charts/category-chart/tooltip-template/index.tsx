import { useState } from "react";
import type { IChartTooltipProps } from "igniteui-react-core";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { cities, cityNames, climate, type City, type CityMonth } from "../../_shared/weather";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const cityOptions = cities.map((c) => ({ value: c, text: cityNames[c] }));

const maxRain = 100;

/** The chart renders this component inside its tooltip; dataContext.item is the hovered data row. */
function ClimateTooltip({ dataContext }: IChartTooltipProps) {
  const row = dataContext?.item as CityMonth | undefined;
  if (!row) return null;
  return (
    <div style={{ minWidth: 170, font: "13px sans-serif", color: "#1d2433" }}>
      <div style={{ fontWeight: 700, fontSize: 14, marginBottom: 6 }}>{row.month}</div>
      <div style={{ display: "flex", justifyContent: "space-between", gap: 12 }}>
        <span style={{ color: "#e4572e" }}>▲ High</span>
        <b>{row.high} °C</b>
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", gap: 12 }}>
        <span style={{ color: "#2e86ab" }}>▼ Low</span>
        <b>{row.low} °C</b>
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", gap: 12, marginTop: 6 }}>
        <span>Rainfall</span>
        <b>{row.rainfall} mm</b>
      </div>
      {/* A small bar for the rainfall, which the chart itself does not plot. */}
      <div style={{ height: 6, background: "#dbe9f4", borderRadius: 3, marginTop: 3 }}>
        <div style={{ width: `${Math.min(100, (row.rainfall / maxRain) * 100)}%`, height: "100%", background: "#2e86ab", borderRadius: 3 }} />
      </div>
    </div>
  );
}

// The component applies every new array or object it is given: one per module, not one per render.
const includedProperties = ["month", "high", "low"];
const brushes = ["#e4572e", "#2e86ab"];
const outlines = ["#e4572e", "#2e86ab"];

export default function TooltipTemplateSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [city, setCity] = useState<City>("london");

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="City" value={city} options={cityOptions} width={160} onChange={setCity} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={climate[city]}
          includedProperties={includedProperties}
          legend={legend}
          chartType="Column"
          // The template replaces the content of the default (per-series) tooltip.
          toolTipType="Default"
          tooltipTemplate={ClimateTooltip}
          brushes={brushes}
          outlines={outlines}
          chartTitle={`${cityNames[city]}: monthly climate`}
          subtitle="Hover a column for the custom tooltip"
          yAxisLabelFormat="{0}°C"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
