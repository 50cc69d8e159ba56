import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataAnnotationRectLayer,
  IgrDataAnnotationRectLayerModule,
  IgrDataAnnotationSliceLayer,
  IgrDataAnnotationSliceLayerModule,
  IgrDataAnnotationStripLayer,
  IgrDataAnnotationStripLayerModule,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
  IgrValueLayer,
  IgrValueLayerModule,
  IgrValueOverlay,
  IgrValueOverlayModule,
} from "igniteui-react-charts";
import { priceBars, tickers } from "../../_shared/tickers";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();
IgrDataAnnotationRectLayerModule.register();
IgrDataAnnotationSliceLayerModule.register();
IgrDataAnnotationStripLayerModule.register();
IgrValueOverlayModule.register();
IgrValueLayerModule.register();

const ticker = tickers[2]!;
const bars = priceBars(ticker, 120).map((b, index) => ({ ...b, index, day: b.date.toLocaleDateString("en-US", { month: "short", day: "numeric" }) }));
const closes = bars.map((b) => b.close);
const average = closes.reduce((sum, c) => sum + c, 0) / closes.length;
const high = Math.max(...closes);
const low = Math.min(...closes);

/** The tightest 15-day stretch of closing prices: the chart's trading range. */
function tightestRange(length: number) {
  let best = { x1: 0, x2: length - 1, y1: 0, y2: Infinity };
  for (let i = 0; i + length <= closes.length; i++) {
    const window = closes.slice(i, i + length);
    const low = Math.min(...window);
    const high = Math.max(...window);
    if (high - low < best.y2 - best.y1) best = { x1: i, x2: i + length - 1, y1: low, y2: high };
  }
  return [{ ...best, note: `Range ${best.y1.toFixed(0)}–${best.y2.toFixed(0)}` }];
}

const range = tightestRange(15);
const earnings = [
  { index: 18, note: "Q3 beat" },
  { index: 81, note: "Q4 miss" },
];
const holidayWeek = [{ start: 52, end: 57, label: "Holidays" }];

const locations = [
  { value: "OutsideTopCenter", text: "Outside, top" },
  { value: "InsideTopLeft", text: "Inside, top left" },
  { value: "InsideMiddleCenter", text: "Inside, middle" },
  { value: "InsideBottomRight", text: "Inside, bottom right" },
  { value: "OutsideBottomCenter", text: "Outside, bottom" },
] as const;

const note = { margin: 0, fontSize: 13, color: "var(--ig-gray-700)" } as const;

type Location = (typeof locations)[number]["value"];

// The component applies every new array or object it is given: one per module, not one per render.
const dataAnnotationSliceLayerDashArray = [6, 3];
const valueOverlayDashArray = [4, 4];

// The period low's orange, dark enough for its label in white on it, or in it on white (4.6:1; 3.1:1 with #ef6c00).
const lowOrange = "#bf5600";

export default function DataAnnotationMultipleWithOverlayTextSample() {
  const [visible, setVisible] = useState(true);
  const [location, setLocation] = useState<Location>("InsideTopLeft");
  const [angle, setAngle] = useState(0);
  const [filled, setFilled] = useState(true);

  // The same overlay text settings go to every value layer, so one control moves all three labels.
  const overlay = useMemo(
    () => ({
      overlayTextVisible: visible,
      overlayTextLocation: location,
      overlayTextAngle: angle,
      overlayTextStyle: "600 12px Verdana",
      overlayTextHorizontalPadding: 6,
      overlayTextVerticalPadding: 3,
      overlayTextBorderRadius: 4,
      overlayTextBorderThickness: 1,
    }),
    [visible, location, angle],
  );
  const box = (color: string) =>
    filled
      ? { overlayTextColor: "#ffffff", overlayTextBackground: color, overlayTextBorderColor: color }
      : { overlayTextColor: color, overlayTextBackground: "#ffffff", overlayTextBorderColor: color };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Overlay text" checked={visible} onChange={setVisible} />
        <SelectControl label="Text location" value={location} options={locations} width={190} onChange={setLocation} />
        <SliderControl label="Text angle" value={angle} min={-90} max={90} step={15} format={(v) => `${v}°`} onChange={setAngle} />
        <SwitchControl label="Filled labels" checked={filled} onChange={setFilled} />
      </ControlBar>
      <p style={note}>
        Overlay text labels the value overlay and the two value layers. The rect, slice and strip layers are labelled on their axes: in
        igniteui-react-charts 19.6 a data annotation shape layer sizes its overlay text box but leaves the text out, so their overlay text is
        turned off here.
      </p>
      <div style={chartArea}>
        <IgrDataChart chartTitle={`${ticker.symbol} closing price, annotated`} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" label="day" dataSource={bars} />
          <IgrNumericYAxis name="price" title="USD" />
          <IgrDataAnnotationStripLayer
            name="holidays"
            dataSource={holidayWeek}
            targetAxisName="days"
            startValueMemberPath="start"
            endValueMemberPath="end"
            centerLabelMemberPath="label"
            brush="#90a4ae"
            areaFillOpacity={0.25}
            overlayTextVisible={false}
          />
          <IgrDataAnnotationRectLayer
            name="range"
            dataSource={range}
            startValueXMemberPath="x1"
            startValueYMemberPath="y1"
            endValueXMemberPath="x2"
            endValueYMemberPath="y2"
            startLabelXDisplayMode="Hidden"
            endLabelXDisplayMode="Hidden"
            brush="#ab47bc"
            outline="#6a1b9a"
            annotationBackground="#6a1b9a"
            annotationTextColor="#ffffff"
            overlayTextVisible={false}
          />
          <IgrDataAnnotationSliceLayer
            name="earnings"
            dataSource={earnings}
            targetAxisName="days"
            annotationValueMemberPath="index"
            annotationLabelMemberPath="note"
            annotationLabelDisplayMode="DataLabel"
            annotationBackground="#d81b60"
            annotationTextColor="#ffffff"
            brush="#d81b60"
            thickness={2}
            dashArray={dataAnnotationSliceLayerDashArray}
            overlayTextVisible={false}
          />
          <IgrLineSeries name="close" title={ticker.symbol} xAxisName="days" yAxisName="price" dataSource={bars} valueMemberPath="close" brush="#37474f" thickness={2} markerType="None" />
          <IgrValueOverlay name="average" axisName="price" value={average} brush="#2e7d32" thickness={2} dashArray={valueOverlayDashArray} overlayText={`Average ${average.toFixed(2)}`} {...overlay} {...box("#2e7d32")} />
          {/* Value layers find their value in the series they target: here its highest and lowest close. */}
          <IgrValueLayer name="high" targetSeriesName="close" valueMode="Maximum" brush="#1565c0" thickness={1} overlayText={`Period high ${high.toFixed(2)}`} {...overlay} {...box("#1565c0")} />
          <IgrValueLayer name="low" targetSeriesName="close" valueMode="Minimum" brush={lowOrange} thickness={1} overlayText={`Period low ${low.toFixed(2)}`} {...overlay} {...box(lowOrange)} />
        </IgrDataChart>
      </div>
    </div>
  );
}
