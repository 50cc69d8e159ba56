import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { cityTemperatures } from "../_shared/city-climate";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

export default function AxisRangeSample() {
  const [fixed, setFixed] = useState(true);
  const [minimum, setMinimum] = useState(-20);
  const [maximum, setMaximum] = useState(40);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  const reset = () => {
    setMinimum(-20);
    setMaximum(40);
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Fixed range" checked={fixed} onChange={setFixed} />
        <SliderControl label="Y minimum" value={minimum} min={-40} max={0} step={5} format={(v) => `${v} °C`} onChange={setMinimum} />
        <SliderControl label="Y maximum" value={maximum} min={10} max={60} step={5} format={(v) => `${v} °C`} onChange={setMaximum} />
        <IgrButton variant="outlined" onClick={reset}>
          Reset range
        </IgrButton>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        {fixed ? `The value axis runs from ${minimum} °C to ${maximum} °C.` : "The value axis fits the data automatically."}
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={cityTemperatures}
          chartType="Spline"
          legend={legend}
          chartTitle="Average monthly temperature"
          yAxisTitle="°C"
          yAxisMinimumValue={fixed ? minimum : undefined}
          yAxisMaximumValue={fixed ? maximum : undefined}
          markerTypes="None"
          thickness={2}
          // Temperatures do not add up: no total row in the tooltip.
          dataToolTipSummaryType="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
