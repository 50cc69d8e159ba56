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
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { countries } from "../_shared/countries";

IgrDataChartCoreModule.register();
IgrDataChartScatterModule.register();
IgrDataChartInteractivityModule.register();

export default function ScatterBubbleChartSingleSourceSample() {
  const [maxSize, setMaxSize] = useState(70);
  const [logScale, setLogScale] = useState(true);

  // The size scale maps the smallest and largest population to these bubble diameters (pixels).
  const radiusScale = useMemo(() => {
    const scale = new IgrSizeScale({});
    scale.minimumValue = 8;
    scale.maximumValue = maxSize;
    return scale;
  }, [maxSize]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Largest bubble" value={maxSize} min={20} max={120} step={5} format={(v) => `${v} px`} onChange={setMaxSize} />
        <SwitchControl label="Logarithmic GDP axis" checked={logScale} onChange={setLogScale} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Wealth and health of 24 countries (bubble size: population)" isHorizontalZoomEnabled={true} isVerticalZoomEnabled={true} width="100%" height="100%">
          <IgrNumericXAxis name="gdp" title="GDP per person (thousand $)" isLogarithmic={logScale} minimumValue={2} maximumValue={100} />
          <IgrNumericYAxis name="life" title="Life expectancy (years)" minimumValue={50} maximumValue={90} interval={5} />
          {/* One series, one data source: every country is a bubble of the same series. */}
          <IgrBubbleSeries
            name="countries"
            title="Countries"
            dataSource={countries}
            xMemberPath="gdp"
            yMemberPath="lifeExpectancy"
            radiusMemberPath="population"
            radiusScale={radiusScale}
            labelMemberPath="name"
            xAxisName="gdp"
            yAxisName="life"
            markerType="Circle"
            markerBrush="#2ab3a6"
            markerOutline="#1c7d74"
            markerFillOpacity={0.6}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
