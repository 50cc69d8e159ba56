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
  IgrValueBrushScale,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { countries } from "../_shared/countries";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();

const palettes = {
  heat: ["#fff3b0", "#f9c74f", "#f3722c", "#d62828", "#6a040f"],
  green: ["#d8f3dc", "#95d5b2", "#52b788", "#2d6a4f", "#081c15"],
  diverging: ["#2166ac", "#92c5de", "#f7f7f7", "#f4a582", "#b2182b"],
};
type Palette = keyof typeof palettes;
const paletteOptions = [
  { value: "heat", text: "Heat" },
  { value: "green", text: "Greens" },
  { value: "diverging", text: "Blue to red" },
] as const;

export default function ScatterBubbleChartFillScaleSample() {
  const [palette, setPalette] = useState<Palette>("heat");
  const [logarithmic, setLogarithmic] = useState(false);

  const radiusScale = useMemo(() => {
    const scale = new IgrSizeScale({});
    scale.minimumValue = 12;
    scale.maximumValue = 60;
    return scale;
  }, []);

  // A value brush scale picks each bubble's colour from its fillMemberPath value (CO₂ per person),
  // interpolating along the brushes between the scale's minimum and maximum.
  const fillScale = useMemo(() => {
    const scale = new IgrValueBrushScale({});
    scale.brushes = palettes[palette];
    scale.minimumValue = 0.1;
    scale.maximumValue = 15;
    scale.isLogarithmic = logarithmic;
    return scale;
  }, [palette, logarithmic]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Fill palette" value={palette} options={paletteOptions} width={170} onChange={setPalette} />
        <SwitchControl label="Logarithmic fill scale" checked={logarithmic} onChange={setLogarithmic} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>Bubble colour: CO₂ per person (0–15 t). Bubble size: population.</div>
      <div style={chartArea}>
        <IgrDataChart chartTitle="GDP, life expectancy and emissions" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrNumericXAxis name="gdp" title="GDP per person (thousand $)" isLogarithmic={true} minimumValue={2} maximumValue={100} />
          <IgrNumericYAxis name="life" title="Life expectancy (years)" minimumValue={50} maximumValue={90} interval={5} />
          <IgrBubbleSeries
            key={`fill-${palette}-${logarithmic}`}
            name={`fill-${palette}-${logarithmic}`}
            title="Countries"
            dataSource={countries}
            xMemberPath="gdp"
            yMemberPath="lifeExpectancy"
            radiusMemberPath="population"
            radiusScale={radiusScale}
            fillMemberPath="co2"
            fillScale={fillScale}
            markerOutline="#444444"
            labelMemberPath="name"
            xAxisName="gdp"
            yAxisName="life"
            markerType="Circle"
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
