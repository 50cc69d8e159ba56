import { useMemo, useState } from "react";
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
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { countries } from "../_shared/countries";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();

const sizes = [
  { value: "population", text: "Population" },
  { value: "co2", text: "CO₂ per person" },
  { value: "gdp", text: "GDP per person" },
];

export default function TypeScatterBubbleSeriesSample() {
  const [radiusMember, setRadiusMember] = useState("population");
  const [minSize, setMinSize] = useState(6);
  const [maxSize, setMaxSize] = useState(60);
  const [logScale, setLogScale] = useState(false);

  // radiusScale maps the smallest radiusMemberPath value to minimumValue pixels and the largest to maximumValue.
  const radiusScale = useMemo(() => {
    const scale = new IgrSizeScale({});
    scale.minimumValue = minSize;
    scale.maximumValue = maxSize;
    scale.isLogarithmic = logScale;
    return scale;
  }, [minSize, maxSize, logScale]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Bubble size (radiusMemberPath)" value={radiusMember} options={sizes} width={250} onChange={setRadiusMember} />
        <SliderControl label="Smallest bubble" value={minSize} min={2} max={30} format={(v) => `${v} px`} onChange={setMinSize} />
        <SliderControl label="Largest bubble" value={maxSize} min={30} max={120} step={5} format={(v) => `${v} px`} onChange={setMaxSize} />
        <SwitchControl label="Logarithmic size scale" checked={logScale} onChange={setLogScale} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="GDP and life expectancy; bubble size from the chosen field" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericXAxis name="gdp" title="GDP per person (thousand $)" isLogarithmic={true} minimumValue={2} maximumValue={100} />
          <IgrNumericYAxis name="life" title="Life expectancy (years)" minimumValue={50} maximumValue={90} interval={5} />
          <IgrBubbleSeries
            key={`bubbles-${radiusMember}-${minSize}-${maxSize}-${logScale}`}
            name={`bubbles-${radiusMember}-${minSize}-${maxSize}-${logScale}`}
            title="Countries"
            dataSource={countries}
            xMemberPath="gdp"
            yMemberPath="lifeExpectancy"
            radiusMemberPath={radiusMember}
            radiusScale={radiusScale}
            xAxisName="gdp"
            yAxisName="life"
            markerType="Circle"
            markerBrush="#f28e2b"
            markerOutline="#b3621a"
            markerFillOpacity={0.55}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
