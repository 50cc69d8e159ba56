import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrCrosshairLayer,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataToolTipLayer,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();
IgrLegendModule.register();

const visible = (on: boolean) => (on ? "Visible" : "Collapsed");

export default function ChartOverviewSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [tooltips, setTooltips] = useState(true);
  const [crosshair, setCrosshair] = useState(false);
  const [zoom, setZoom] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Data tooltip" checked={tooltips} onChange={setTooltips} />
        <SwitchControl label="Crosshair" checked={crosshair} onChange={setCrosshair} />
        <SwitchControl label="Zoom and pan" checked={zoom} onChange={setZoom} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        {/* A data chart is assembled from parts: axes, series bound to them by name, and layers on top. */}
        <IgrDataChart
          legend={legend}
          chartTitle="Electricity generation: fossil fuels against renewables"
          subtitle="Fictional region, 2014–2024, TWh"
          isHorizontalZoomEnabled={zoom}
          isVerticalZoomEnabled={zoom}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="years" label="year" dataSource={energyByYear} gap={0.4} />
          <IgrNumericYAxis name="twh" title="TWh" minimumValue={0} />
          <IgrColumnSeries name="coal" title="Coal" xAxisName="years" yAxisName="twh" dataSource={energyByYear} valueMemberPath="coal" brush="#6d6d6d" outline="#6d6d6d" />
          <IgrColumnSeries name="gas" title="Gas" xAxisName="years" yAxisName="twh" dataSource={energyByYear} valueMemberPath="gas" brush="#9575cd" outline="#9575cd" />
          <IgrLineSeries name="wind" title="Wind" xAxisName="years" yAxisName="twh" dataSource={energyByYear} valueMemberPath="wind" brush="#00897b" thickness={3} markerType="Circle" markerBrush="#00897b" markerOutline="#00897b" />
          <IgrLineSeries name="solar" title="Solar" xAxisName="years" yAxisName="twh" dataSource={energyByYear} valueMemberPath="solar" brush="#f9a825" thickness={3} markerType="Circle" markerBrush="#f9a825" markerOutline="#f9a825" />
          {/* Layers are switched with their visibility, so the chart keeps the same children. */}
          <IgrDataToolTipLayer name="tooltip" visibility={visible(tooltips)} />
          <IgrCrosshairLayer name="crosshair" isAxisAnnotationEnabled={true} visibility={visible(crosshair)} />
        </IgrDataChart>
      </div>
    </div>
  );
}
