import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataAnnotationSliceLayer,
  IgrDataAnnotationSliceLayerModule,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { priceBars, tickers } from "../../_shared/tickers";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();
IgrDataAnnotationSliceLayerModule.register();

const dayLabel = (d: Date) => d.toLocaleDateString("en-US", { month: "short", day: "numeric" });
const bars = priceBars(tickers[0]!, 130).map((b, index) => ({ ...b, index, day: dayLabel(b.date) }));

// Dividend payment days, as item indexes on the category axis.
const dividends = [12, 75].map((i) => ({ index: i, label: "Dividend" }));
// Earnings reports.
const earnings = [34, 97].map((i, q) => ({ index: i, label: q ? "Q1 results" : "Q4 results" }));

const events = [
  { value: "all", text: "All events" },
  { value: "dividends", text: "Dividends" },
  { value: "earnings", text: "Earnings" },
] as const;

// The component applies every new array or object it is given: one per module, not one per render.
const dashArray = [6, 3];

export default function DataAnnotationSliceLayerSample() {
  const [shown, setShown] = useState<(typeof events)[number]["value"]>("all");
  const [labels, setLabels] = useState(true);

  const slices = useMemo(() => (shown === "all" ? [...dividends, ...earnings] : shown === "dividends" ? dividends : earnings), [shown]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Events" value={shown} options={events} width={170} onChange={setShown} />
        <SwitchControl label="Axis labels" checked={labels} onChange={setLabels} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="SOLR closing price with event days" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" label="day" dataSource={bars} />
          <IgrNumericYAxis name="price" title="USD" />
          <IgrLineSeries name="close" title="SOLR" xAxisName="days" yAxisName="price" dataSource={bars} valueMemberPath="close" brush="#546e7a" thickness={2} markerType="None" />
          {/* A slice layer draws a line across the plot at each value of its data, on the axis it targets. */}
          <IgrDataAnnotationSliceLayer
            name="events"
            dataSource={slices}
            targetAxisName="days"
            annotationValueMemberPath="index"
            annotationLabelMemberPath="label"
            annotationLabelVisible={labels}
            annotationLabelDisplayMode="DataLabel"
            brush="#d81b60"
            thickness={2}
            dashArray={dashArray}
            annotationBackground="#d81b60"
            annotationTextColor="#ffffff"
            annotationBorderRadius={4}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
