import { useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartScatterModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrScatterSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { continentColors, continents, countriesOf } from "../_shared/countries";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// One data source per continent, made once (a new array on each render would count as new data).
const byContinent = continents.map((c) => countriesOf(c));

type Measure = "gdp" | "lifeExpectancy" | "population" | "co2";
const measures = [
  { value: "gdp", text: "GDP per person (k$)" },
  { value: "lifeExpectancy", text: "Life expectancy (years)" },
  { value: "population", text: "Population (millions)" },
  { value: "co2", text: "CO₂ per person (t)" },
] as const;
const title = (m: Measure) => measures.find((x) => x.value === m)?.text ?? m;

export default function TypeScatterSeriesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [xMember, setXMember] = useState<Measure>("gdp");
  const [yMember, setYMember] = useState<Measure>("co2");
  const [logX, setLogX] = useState(false);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="X (xMemberPath)" value={xMember} options={measures} width={230} onChange={setXMember} />
        <SelectControl label="Y (yMemberPath)" value={yMember} options={measures} width={230} onChange={setYMember} />
        <SwitchControl label="Logarithmic X" checked={logX} onChange={setLogX} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle={`${title(yMember)} against ${title(xMember)}`} isHorizontalZoomEnabled={true} isVerticalZoomEnabled={true} width="100%" height="100%">
          <IgrNumericXAxis key={`x-${logX}`} name={`x-${logX}`} title={title(xMember)} isLogarithmic={logX} />
          <IgrNumericYAxis name="y" title={title(yMember)} />
          {/* IgrScatterSeries places a marker at (xMemberPath, yMemberPath) of every item: any two numeric fields. */}
          {continents.map((c, i) => (
            <IgrScatterSeries
              key={c}
              name={c}
              title={c}
              dataSource={byContinent[i]}
              xMemberPath={xMember}
              yMemberPath={yMember}
              xAxisName={`x-${logX}`}
              yAxisName="y"
              markerType="Circle"
              markerBrush={continentColors[c]}
              markerOutline={continentColors[c]}
              brush={continentColors[c]}
              showDefaultTooltip={true}
            />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
