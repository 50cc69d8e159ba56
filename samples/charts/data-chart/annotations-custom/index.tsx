import { useMemo, useState } from "react";
import {
  IgrCalloutLayer,
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
  type IgrCalloutStyleUpdatingEventArgs,
} from "igniteui-react-charts";
import { priceHistory, stocks } from "../../_shared/stocks";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();

const prices = priceHistory(stocks[0]!, 120);

type EventKind = "earnings" | "product" | "analyst";

// Company events, placed on the trading day they happened (index into the price history).
const events: { day: number; kind: EventKind; note: string }[] = [
  { day: 14, kind: "analyst", note: "Upgraded to Buy" },
  { day: 27, kind: "earnings", note: "Q4 beat: EPS $1.42" },
  { day: 45, kind: "product", note: "Launch of Acme One" },
  { day: 63, kind: "analyst", note: "Target cut to $150" },
  { day: 88, kind: "earnings", note: "Q1 in line" },
  { day: 104, kind: "product", note: "Recall of model X" },
];

// Each fill holds the callouts' white text at 4.5:1 or more.
const kindColors: Record<EventKind, string> = { earnings: "#1565c0", product: "#2e7d32", analyst: "#b45309" };
const kindIcons: Record<EventKind, string> = { earnings: "$", product: "★", analyst: "☎" };

const filters = [
  { value: "all", text: "All events" },
  { value: "earnings", text: "Earnings" },
  { value: "product", text: "Products" },
  { value: "analyst", text: "Analysts" },
] as const;

export default function AnnotationsCustomSample() {
  const [filter, setFilter] = useState<(typeof filters)[number]["value"]>("all");
  const [showPrice, setShowPrice] = useState(true);
  const [colorByKind, setColorByKind] = useState(true);

  // The callouts come from their own data source: x is the category index, y the closing price.
  const callouts = useMemo(
    () =>
      events
        .filter((e) => filter === "all" || e.kind === filter)
        .map((e) => {
          const close = prices[e.day]!.close;
          return {
            day: e.day,
            close,
            kind: e.kind,
            label: `${kindIcons[e.kind]} ${e.note}${showPrice ? ` · $${close.toFixed(2)}` : ""}`,
          };
        }),
    // colorByKind is listed so that a new array makes the layer restyle its callouts.
    [filter, showPrice, colorByKind],
  );

  // Called before each callout is drawn: colour it by the kind of event it marks.
  const styleCallout = (_layer: IgrCalloutLayer, e: IgrCalloutStyleUpdatingEventArgs) => {
    if (!colorByKind) return;
    const kind = (e.item as { kind?: EventKind } | undefined)?.kind;
    if (!kind) return;
    e.background = kindColors[kind];
    e.outline = kindColors[kind];
    e.leaderBrush = kindColors[kind];
    e.textColor = "#ffffff";
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Events" value={filter} options={filters} onChange={setFilter} />
        <SwitchControl label="Price in label" checked={showPrice} onChange={setShowPrice} />
        <SwitchControl label="Colour by kind" checked={colorByKind} onChange={setColorByKind} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="ACME closing price with company events" width="100%" height="100%">
          <IgrCategoryXAxis name="days" label="date" dataSource={prices} />
          <IgrNumericYAxis name="price" title="USD" labelFormat="${0}" />
          <IgrLineSeries name="close" title="ACME" xAxisName="days" yAxisName="price" dataSource={prices} valueMemberPath="close" brush="#607d8b" thickness={2} markerType="None" />
          <IgrCalloutLayer
            name="events"
            targetSeriesName="close"
            dataSource={callouts}
            xMemberPath="day"
            yMemberPath="close"
            labelMemberPath="label"
            calloutBackground="#ffffff"
            calloutOutline="#607d8b"
            calloutLeaderBrush="#607d8b"
            calloutTextColor="#263238"
            calloutCornerRadius={4}
            calloutStrokeThickness={1}
            isCustomCalloutStyleEnabled={true}
            calloutStyleUpdating={styleCallout}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
