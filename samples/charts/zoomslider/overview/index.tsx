import { useEffect, useMemo, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrAreaSeries,
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryCoreModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartFinancialModule,
  IgrDataChartInteractivityModule,
  IgrFinancialPriceSeries,
  IgrNumericYAxis,
  IgrZoomSlider,
  IgrZoomSliderModule,
  IgrZoomSliderResolvingAxisValueEventArgs,
} from "igniteui-react-charts";
import type { IgrRectChangedEventArgs, IgRect } from "igniteui-react-core";
import { priceBars, tickers } from "../../_shared/tickers";
import { chartPage, ControlBar, StatusLine } from "../../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartFinancialModule.register();
IgrDataChartInteractivityModule.register();
IgrZoomSliderModule.register();

const ticker = tickers[2]!;
const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
// A year of trading days, with the date as a label for the category axes and the slider's callouts.
const prices = priceBars(ticker, 252).map((bar) => ({ ...bar, label: dayLabel.format(bar.date) }));

const presets = [
  { text: "1 month", days: 21 },
  { text: "3 months", days: 63 },
  { text: "6 months", days: 126 },
  { text: "Whole year", days: prices.length },
];

/** The window, as fractions of the whole x range, that shows the last `days` days at full height. */
function lastDays(days: number): IgRect {
  const width = Math.min(1, days / prices.length);
  return { left: 1 - width, top: 0, width, height: 1 };
}

// Compared with a tolerance: each component rounds the window a little when it applies it.
const same = (a: IgRect, b: IgRect) => Math.abs(a.left - b.left) < 1e-4 && Math.abs(a.width - b.width) < 1e-4;

export default function ZoomSliderOverviewSample() {
  const chartRef = useRef<IgrDataChart>(null);
  const sliderRef = useRef<IgrZoomSlider>(null);
  const [view, setView] = useState<IgRect>(lastDays(63));

  // The view state drives both components (set here rather than as props, so a re-render never resets
  // a window the user has just moved); each component's own changes flow back into it.
  useEffect(() => {
    const chart = chartRef.current;
    const slider = sliderRef.current;
    if (chart && !same(chart.windowRect, view)) chart.windowRect = view;
    if (slider && !same(slider.windowRect, view)) slider.windowRect = view;
  }, [view]);

  // Only the horizontal extent is shared: the chart always shows the full price range of the visible days.
  const follow = (_sender: unknown, e: IgrRectChangedEventArgs) => {
    const next = { left: e.newRect.left, top: 0, width: e.newRect.width, height: 1 };
    setView((current) => (same(current, next) ? current : next));
  };

  // The slider's thumb callouts show the date under each thumb.
  const resolveDate = (_slider: IgrZoomSlider, e: IgrZoomSliderResolvingAxisValueEventArgs) => {
    const index = Math.min(prices.length - 1, Math.max(0, Math.round(e.position * (prices.length - 1))));
    e.value = prices[index]!.label;
  };

  const range = useMemo(() => {
    const first = Math.max(0, Math.floor(view.left * prices.length));
    const last = Math.min(prices.length - 1, Math.ceil((view.left + view.width) * prices.length) - 1);
    return { from: prices[first]!, to: prices[last]!, days: last - first + 1 };
  }, [view]);

  return (
    <div style={chartPage}>
      <ControlBar>
        {presets.map((p) => (
          <IgrButton key={p.text} variant="outlined" onClick={() => setView(lastDays(p.days))}>
            {p.text}
          </IgrButton>
        ))}
      </ControlBar>
      <div style={{ flex: 1, minHeight: 260 }}>
        <IgrDataChart
          ref={chartRef}
          width="100%"
          height="100%"
          isHorizontalZoomEnabled
          isVerticalZoomEnabled={false}
          actualWindowRectChanged={follow}
        >
          <IgrCategoryXAxis name="days" dataSource={prices} label="label" />
          <IgrNumericYAxis name="price" title="USD" />
          <IgrFinancialPriceSeries
            name="prices"
            title={ticker.symbol}
            xAxisName="days"
            yAxisName="price"
            dataSource={prices}
            displayType="Candlestick"
            openMemberPath="open"
            highMemberPath="high"
            lowMemberPath="low"
            closeMemberPath="close"
            volumeMemberPath="volume"
            showDefaultTooltip
          />
        </IgrDataChart>
      </div>
      {/* The overview: the whole year as a small area chart, with the zoom slider laid over it. */}
      <div style={{ position: "relative", height: 90, flex: "none" }}>
        <IgrDataChart width="100%" height="100%" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false}>
          <IgrCategoryXAxis name="overviewDays" dataSource={prices} label="label" labelVisibility="Collapsed" />
          <IgrNumericYAxis name="overviewPrice" labelVisibility="Collapsed" majorStrokeThickness={0} />
          <IgrAreaSeries name="overview" xAxisName="overviewDays" yAxisName="overviewPrice" dataSource={prices} valueMemberPath="close" markerType="None" />
        </IgrDataChart>
        <div style={{ position: "absolute", inset: 0 }}>
          <IgrZoomSlider
            ref={sliderRef}
            width="100%"
            height="100%"
            windowRectChanged={follow}
            areThumbCalloutsEnabled
            resolvingAxisValue={resolveDate}
          />
        </div>
      </div>
      <StatusLine>
        {ticker.name} ({ticker.symbol}): {range.from.label} to {range.to.label}, {range.days} trading days · close {range.to.close.toFixed(2)} USD
      </StatusLine>
    </div>
  );
}
