import { useState } from "react";
import {
  IgrCalloutLayer,
  IgrCategoryXAxis,
  IgrCrosshairLayer,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrFinalValueLayer,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { priceHistory, stocks } from "../../_shared/stocks";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();
IgrDataChartInteractivityModule.register();

const stock = stocks[0]!;
const prices = priceHistory(stock, 90);

// Events to pin on the line: a callout layer reads the category index (x), the price (y) and a label.
const events = [
  { day: 12, note: "Q4 results" },
  { day: 41, note: "New CEO" },
  { day: 63, note: "Product launch" },
  { day: 82, note: "Dividend" },
].map((e) => ({ index: e.day, price: prices[e.day]?.close ?? 0, label: `${e.note}: $${prices[e.day]?.close.toFixed(2)}` }));

export default function SeriesAnnotationsSample() {
  const [callouts, setCallouts] = useState(true);
  const [finalValue, setFinalValue] = useState(true);
  const [crosshair, setCrosshair] = useState(true);

  const layers = [];
  if (callouts) {
    layers.push(
      <IgrCalloutLayer
        key="events"
        name="events"
        dataSource={events}
        targetSeriesName="close"
        xMemberPath="index"
        yMemberPath="price"
        labelMemberPath="label"
        calloutBackground="#fff4d6"
        calloutOutline="#f28e2b"
        calloutLeaderBrush="#f28e2b"
        calloutTextColor="#3b2a00"
      />,
    );
  }
  if (finalValue) layers.push(<IgrFinalValueLayer key="last" name="last" axisAnnotationBackground="#1f77b4" axisAnnotationTextColor="#ffffff" />);
  if (crosshair) layers.push(<IgrCrosshairLayer key="crosshair" name="crosshair" brush="#888888" isAxisAnnotationEnabled={true} />);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Callouts" checked={callouts} onChange={setCallouts} />
        <SwitchControl label="Final value" checked={finalValue} onChange={setFinalValue} />
        <SwitchControl label="Crosshair (hover the chart)" checked={crosshair} onChange={setCrosshair} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle={`${stock.symbol} closing price, first 90 trading days of 2024`} isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" dataSource={prices} label="date" />
          <IgrNumericYAxis name="price" title="USD" labelLocation="OutsideRight" />
          <IgrLineSeries name="close" title={stock.symbol} dataSource={prices} valueMemberPath="close" xAxisName="days" yAxisName="price" brush="#1f77b4" thickness={2} markerType="None" />
          {/* The chart cannot take null children (no `cond && <Layer/>`), so the layers shown are collected in an array. */}
          {layers}
        </IgrDataChart>
      </div>
    </div>
  );
}
