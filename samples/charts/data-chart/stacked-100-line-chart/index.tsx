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
  IgrStacked100LineSeries,
  IgrStacked100LineSeriesModule,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";
import { countries, populationByYear } from "../../_shared/population";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrStacked100LineSeriesModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const colors = ["#2a9d4b", "#f2c12e", "#d62728", "#1f77b4"];
const markerTypes = ["Circle", "Square", "Diamond", "None"] as const;
type MarkerType = (typeof markerTypes)[number];

export default function Stacked100LineChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [markerType, setMarkerType] = useState<MarkerType>("Circle");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Markers" value={markerType} options={markerTypes} width={140} onChange={setMarkerType} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 14 }}>
        Each line is the running share of the four countries' combined population: the gap between two lines is one country's share.
      </div>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Share of the combined population" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="years" dataSource={populationByYear} label="year" interval={1} />
          <IgrNumericYAxis name="share" minimumValue={0} maximumValue={100} interval={10} labelFormat="{0}%" />
          <IgrStacked100LineSeries name="population" dataSource={populationByYear} xAxisName="years" yAxisName="share" showDefaultTooltip={true}>
            {countries.map((c, i) => (
              <IgrStackedFragmentSeries key={c} name={c} title={c} valueMemberPath={c} brush={colors[i]} thickness={3} markerType={markerType} markerBrush="#ffffff" markerOutline={colors[i]} />
            ))}
          </IgrStacked100LineSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
