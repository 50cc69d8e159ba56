import { useState } from "react";
import {
  IgrCategoryToolTipLayer,
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataToolTipLayer,
  IgrItemToolTipLayer,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";
import { climate } from "../../_shared/weather";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

type Kind = "default" | "item" | "category" | "data" | "none";
const kinds = [
  { value: "default", text: "Per series" },
  { value: "item", text: "Item layer" },
  { value: "category", text: "Category layer" },
  { value: "data", text: "Data tooltip layer" },
  { value: "none", text: "None" },
] as const;

const explanations: Record<Kind, string> = {
  default: "showDefaultTooltip on each series: a tooltip for the one item under the pointer.",
  item: "IgrItemToolTipLayer: one tooltip per series, each next to its own item.",
  category: "IgrCategoryToolTipLayer: one tooltip listing every series of the month under the pointer.",
  data: "IgrDataToolTipLayer: a grouped table of every series' value, with badges and units.",
  none: "No tooltips.",
};

const data = climate.madrid;

export default function SeriesTooltipsSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [kind, setKind] = useState<Kind>("category");
  const layers = [];
  if (kind === "item") layers.push(<IgrItemToolTipLayer key="itemTips" name="itemTips" />);
  if (kind === "category") layers.push(<IgrCategoryToolTipLayer key="categoryTips" name="categoryTips" />);
  if (kind === "data") layers.push(<IgrDataToolTipLayer key="dataTips" name="dataTips" />);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Tooltips" value={kind} options={kinds} onChange={setKind} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 14 }}>{explanations[kind]} Hover the chart to see them.</div>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Madrid: rainfall and temperatures by month" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" dataSource={data} label="month" interval={1} />
          <IgrNumericYAxis name="values" minimumValue={0} maximumValue={60} title="mm / °C" />
          <IgrColumnSeries name="rainfall" title="Rainfall (mm)" dataSource={data} valueMemberPath="rainfall" xAxisName="months" yAxisName="values" brush="#7fb3e0" outline="#7fb3e0" showDefaultTooltip={kind === "default"} />
          <IgrLineSeries name="high" title="High (°C)" dataSource={data} valueMemberPath="high" xAxisName="months" yAxisName="values" brush="#d62728" thickness={3} markerType="Circle" markerBrush="#ffffff" markerOutline="#d62728" showDefaultTooltip={kind === "default"} />
          <IgrLineSeries name="low" title="Low (°C)" dataSource={data} valueMemberPath="low" xAxisName="months" yAxisName="values" brush="#f28e2b" thickness={3} markerType="Circle" markerBrush="#ffffff" markerOutline="#f28e2b" showDefaultTooltip={kind === "default"} />
          {/* The chart cannot take null children (no `cond && <Layer/>`): pass an array that holds the one layer or none. */}
          {layers}
        </IgrDataChart>
      </div>
    </div>
  );
}
