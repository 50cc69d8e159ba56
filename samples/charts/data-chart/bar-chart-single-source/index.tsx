import { useMemo, useState } from "react";
import {
  IgrBarSeries,
  IgrCalloutLayer,
  IgrCategoryYAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartVerticalCategoryModule,
  IgrNumericXAxis,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";
import { themeInk } from "../../_shared/theme-ink";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartVerticalCategoryModule.register();
IgrDataChartAnnotationModule.register();

// Length of the longest rivers of Europe, in kilometres (rounded).
const rivers = [
  { river: "Volga", length: 3531 },
  { river: "Danube", length: 2850 },
  { river: "Ural", length: 2428 },
  { river: "Dnieper", length: 2201 },
  { river: "Don", length: 1870 },
  { river: "Pechora", length: 1809 },
  { river: "Kama", length: 1805 },
  { river: "Oka", length: 1500 },
  { river: "Belaya", length: 1430 },
  { river: "Dniester", length: 1352 },
  { river: "Rhine", length: 1233 },
  { river: "Elbe", length: 1094 },
];

const orders = [
  { value: "longest", text: "Longest first" },
  { value: "shortest", text: "Shortest first" },
  { value: "name", text: "By name" },
] as const;

export default function BarChartSingleSourceSample() {
  const [order, setOrder] = useState<(typeof orders)[number]["value"]>("longest");
  const [showValues, setShowValues] = useState(true);
  // The value labels sit beside the bars, on the plot: the bars' dark blue mixed into the theme's text colour.
  const ink = useMemo(() => themeInk("#01579b"), []);

  const data = useMemo(() => {
    const sorted = [...rivers];
    if (order === "shortest") sorted.reverse();
    if (order === "name") sorted.sort((a, b) => a.river.localeCompare(b.river));
    return sorted;
  }, [order]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Order" value={order} options={orders} onChange={setOrder} />
        <SwitchControl label="Value labels" checked={showValues} onChange={setShowValues} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Longest rivers of Europe" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* Bars run along a category Y axis; inverted, so the first item is at the top. */}
          <IgrCategoryYAxis name="rivers" label="river" dataSource={data} isInverted={true} interval={1} gap={0.25} />
          {/* Room past the longest bar, so that its value label is drawn beside it and not on the bar's blue (1.9:1). */}
          <IgrNumericXAxis name="km" title="Length (km)" minimumValue={0} maximumValue={4000} />
          <IgrBarSeries
            name="length"
            title="Length"
            xAxisName="km"
            yAxisName="rivers"
            dataSource={data}
            valueMemberPath="length"
            brush="#0288d1"
            outline="#01579b"
          />
          {/* An automatic callout layer labels every bar with its value; the switch collapses the layer.
              No transition-in: the layer places its callouts as the bars grow, and they would end in a
              different place from one opening to the next. */}
          <IgrCalloutLayer
            name="values"
            isAutoCalloutBehaviorEnabled={true}
            useValueForAutoCalloutLabels={true}
            calloutBackground="transparent"
            calloutOutline="transparent"
            calloutLeaderBrush="transparent"
            calloutTextColor={ink}
            visibility={showValues ? "Visible" : "Collapsed"}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
