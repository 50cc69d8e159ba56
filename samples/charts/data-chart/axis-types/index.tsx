import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
  IgrOrdinalTimeXAxis,
  IgrTimeXAxis,
} from "igniteui-react-charts";
import { priceBars, tickers } from "../../_shared/tickers";
import { ControlBar, SelectControl, StatusLine, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();

// Forty trading days of prices: dates skip weekends, which each axis type treats differently.
const bars = priceBars(tickers[0]!, 40).map((b) => ({ ...b, day: b.date.toLocaleDateString("en-US", { month: "short", day: "numeric" }) }));

const axisTypes = [
  { value: "category", text: "Category X axis" },
  { value: "ordinal", text: "Ordinal time X axis" },
  { value: "time", text: "Time X axis" },
] as const;

type AxisType = (typeof axisTypes)[number]["value"];

const notes: Record<AxisType, string> = {
  category: "Category axis: one equal slot per item, labelled with a text field.",
  ordinal: "Ordinal time axis: one equal slot per item, but it reads dates and formats them itself; weekends take no space.",
  time: "Time axis: positions by date, so every weekend leaves a gap in the line.",
};

export default function AxisTypesSample() {
  const [axisType, setAxisType] = useState<AxisType>("time");
  const [logarithmic, setLogarithmic] = useState(false);

  // The chart's children must all be elements (no false or null), so the axis is picked here.
  const xAxis =
    axisType === "category" ? (
      <IgrCategoryXAxis name="x" label="day" dataSource={bars} />
    ) : axisType === "ordinal" ? (
      <IgrOrdinalTimeXAxis name="x" dateTimeMemberPath="date" dataSource={bars} labelFormat="{0:MMM d}" />
    ) : (
      <IgrTimeXAxis name="x" dateTimeMemberPath="date" dataSource={bars} labelFormat="{0:MMM d}" />
    );

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="X axis" value={axisType} options={axisTypes} width={220} onChange={setAxisType} />
        <SwitchControl label="Logarithmic Y axis" checked={logarithmic} onChange={setLogarithmic} />
      </ControlBar>
      <StatusLine>{notes[axisType]}</StatusLine>
      <div style={chartArea}>
        {/* key: the chart is rebuilt when the axis type changes, so the series binds to the new axis. */}
        <IgrDataChart key={axisType} chartTitle="SOLR closing price" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {xAxis}
          <IgrNumericYAxis name="y" title="USD" isLogarithmic={logarithmic} />
          <IgrLineSeries name="close" title="SOLR" xAxisName="x" yAxisName="y" dataSource={bars} valueMemberPath="close" brush="#f57c00" thickness={2} markerType="Circle" markerBrush="#f57c00" markerOutline="#f57c00" />
        </IgrDataChart>
      </div>
    </div>
  );
}
