import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartStackedModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrStackedFragmentSeries,
  IgrStackedLineSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { countries, populationByYear } from "../../_shared/population";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const colors = ["#2a9d4b", "#f2c12e", "#d62728", "#1f77b4"];

export default function StackedLineChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [markers, setMarkers] = useState(true);
  const [thickness, setThickness] = useState(3);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Markers" checked={markers} onChange={setMarkers} />
        <SliderControl label="Line thickness" value={thickness} min={1} max={8} onChange={setThickness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 14 }}>Each line is drawn at the running total: the top line is the combined population of the four countries.</div>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Population, stacked (millions)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="years" dataSource={populationByYear} label="year" interval={1} />
          <IgrNumericYAxis name="people" title="Millions" minimumValue={0} />
          <IgrStackedLineSeries name="population" dataSource={populationByYear} xAxisName="years" yAxisName="people" showDefaultTooltip={true}>
            {countries.map((c, i) => (
              <IgrStackedFragmentSeries
                key={c}
                name={c}
                title={c}
                valueMemberPath={c}
                brush={colors[i]}
                thickness={thickness}
                markerType={markers ? "Circle" : "None"}
                markerBrush="#ffffff"
                markerOutline={colors[i]}
              />
            ))}
          </IgrStackedLineSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
