import { useMemo, useState } from "react";
import {
  IgrBubbleSeries,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartScatterModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrSizeScale,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { continents, countriesOf } from "../_shared/countries";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// One data source per continent, made once (a new array on each render would count as new data).
const byContinent = continents.map((c) => countriesOf(c));

const shapes = ["Circle", "Square", "Diamond", "Triangle", "Hexagon", "Pentagram"] as const;
type Shape = (typeof shapes)[number];

// A dark, hand-picked look: neon fills on a navy plot area.
const neon = ["#ffbe0b", "#fb5607", "#ff006e", "#3a86ff"];

export default function ScatterBubbleChartStylingSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [shape, setShape] = useState<Shape>("Circle");
  const [outline, setOutline] = useState(2);
  const [opacity, setOpacity] = useState(0.7);

  const radiusScale = useMemo(() => {
    const scale = new IgrSizeScale({});
    scale.minimumValue = 12;
    scale.maximumValue = 64;
    return scale;
  }, []);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Bubble shape" value={shape} options={shapes} width={150} onChange={setShape} />
        <SliderControl label="Outline thickness" value={outline} min={0} max={6} onChange={setOutline} />
        <SliderControl label="Fill opacity" value={opacity} min={0.1} max={1} step={0.1} onChange={setOpacity} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ ...chartArea, background: "#0b1d3a", borderRadius: 8, padding: 8 }}>
        <IgrDataChart
          legend={legend}
          chartTitle="Wealth and health by continent"
          titleTextColor="#ffffff"
          plotAreaBackground="#10264d"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrNumericXAxis name="gdp" title="GDP per person (thousand $)" isLogarithmic={true} minimumValue={2} maximumValue={100} labelTextColor="#c9d6ea" titleTextColor="#c9d6ea" majorStroke="#24406e" stroke="#4a6da7" />
          <IgrNumericYAxis name="life" title="Life expectancy (years)" minimumValue={50} maximumValue={90} interval={10} labelTextColor="#c9d6ea" titleTextColor="#c9d6ea" majorStroke="#24406e" minorInterval={5} minorStroke="#172f57" stroke="#4a6da7" />
          {continents.map((c, i) => (
            <IgrBubbleSeries
              key={c}
              name={c}
              title={c}
              dataSource={byContinent[i]}
              xMemberPath="gdp"
              yMemberPath="lifeExpectancy"
              radiusMemberPath="population"
              radiusScale={radiusScale}
              radiusScaleUseGlobalValues={true}
              xAxisName="gdp"
              yAxisName="life"
              markerType={shape}
              brush={neon[i]}
              markerBrush={neon[i]}
              markerOutline="#ffffff"
              markerThickness={outline}
              markerFillOpacity={opacity}
              showDefaultTooltip={true}
            />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
