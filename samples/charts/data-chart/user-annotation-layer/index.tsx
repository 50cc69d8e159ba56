import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrToolbar, IgrToolbarModule } from "igniteui-react-layouts";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartToolbarModule,
  IgrLineSeries,
  IgrNumericYAxis,
  IgrUserAnnotationLayer,
  IgrUserPointAnnotation,
  IgrUserSliceAnnotation,
  IgrUserStripAnnotation,
  type IgrUserAnnotationInformationEventArgs,
} from "igniteui-react-charts";
import { ControlBar, StatusLine, chartArea, chartPage } from "../../_shared/controls";
import { priceHistory, stocks } from "../../_shared/stocks";
import { inkOn } from "../../../_shared/ink";

IgrToolbarModule.register();
IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartToolbarModule.register();

const stock = stocks[1]!;
const prices = priceHistory(stock, 80);

export default function UserAnnotationLayerSample() {
  const layer = useRef<IgrUserAnnotationLayer>(null);
  const days = useRef<IgrCategoryXAxis>(null);
  const series = useRef<IgrLineSeries>(null);
  const [chart, setChart] = useState<IgrDataChart | null>(null);
  const [count, setCount] = useState(0);
  const [last, setLast] = useState("");

  // Annotations can also be added from code: a slice is one axis value, a strip a range, a point one data point.
  const addSlice = () => {
    const slice = new IgrUserSliceAnnotation();
    if (days.current) slice.targetAxis = days.current;
    slice.value = 20;
    slice.label = "Earnings call";
    slice.labelBackground = "#1f77b4";
    slice.labelColor = "#ffffff";
    layer.current?.annotations.add(slice);
    setCount((c) => c + 1);
  };
  const addStrip = () => {
    const strip = new IgrUserStripAnnotation();
    if (days.current) strip.targetAxis = days.current;
    strip.startValue = 45;
    strip.endValue = 55;
    strip.label = "Trading freeze";
    strip.labelBackground = "#f28e2b";
    // Black reads on the orange at 8.7:1, white at 2.4:1.
    strip.labelColor = inkOn("#f28e2b");
    layer.current?.annotations.add(strip);
    setCount((c) => c + 1);
  };
  const addPoint = () => {
    const day = 68;
    const point = new IgrUserPointAnnotation();
    if (series.current) point.targetSeries = series.current;
    point.xValue = day;
    point.yValue = prices[day]?.close ?? 0;
    point.label = `Peak? $${prices[day]?.close}`;
    point.labelBackground = "#e4007c";
    point.labelColor = "#ffffff";
    layer.current?.annotations.add(point);
    setCount((c) => c + 1);
  };
  // Start with two notes so the layer shows something; the flag keeps a re-run effect from adding them twice.
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !layer.current || !days.current) return;
    seeded.current = true;
    addSlice();
    addStrip();
  });

  const clear = () => {
    layer.current?.annotations.clear();
    setCount(0);
  };

  // Fires when a user finishes an annotation with the toolbar's "Annotate Chart" tool.
  const onInfoRequested = (_: unknown, e: IgrUserAnnotationInformationEventArgs) => {
    e.annotationInfo.label = `Note ${new Date().toLocaleTimeString()}`;
    e.annotationInfo.mainColor = "#2a9d4b";
    setLast(`Last toolbar note: ${e.annotationInfo.annotationId}.`);
    setCount((c) => c + 1);
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <IgrButton onClick={addSlice}>Add slice</IgrButton>
        <IgrButton onClick={addStrip}>Add strip</IgrButton>
        <IgrButton onClick={addPoint}>Add point</IgrButton>
        <IgrButton variant="outlined" onClick={clear}>
          Clear
        </IgrButton>
      </ControlBar>
      <StatusLine>
        Annotations: <b>{count}</b>. Add them with the buttons, or open the toolbar's Annotations menu, choose “Annotate Chart” and click an
        axis label (slice), drag along an axis (strip) or click a point. {last}
      </StatusLine>
      <IgrToolbar target={chart} />
      <div style={chartArea}>
        <IgrDataChart
          ref={setChart}
          isUserAnnotationsEnabled={true}
          userAnnotationInformationRequested={onInfoRequested}
          chartTitle={`${stock.symbol} closing price`}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis ref={days} name="days" dataSource={prices} label="date" />
          <IgrNumericYAxis name="usd" title="USD" />
          <IgrLineSeries ref={series} name="price" title={stock.symbol} dataSource={prices} valueMemberPath="close" xAxisName="days" yAxisName="usd" brush="#37474f" thickness={2} markerType="None" />
          <IgrUserAnnotationLayer ref={layer} name="notes" />
        </IgrDataChart>
      </div>
    </div>
  );
}
