import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { stockClosesByDay } from "../_shared/stock-prices";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const backgrounds = [
  { value: "series", text: "Series colour" },
  { value: "#2b2b2b", text: "Dark" },
  { value: "#ffffff", text: "White" },
] as const;

type Background = (typeof backgrounds)[number]["value"];

export default function AnnotationsFinalValueSample() {
  const [visible, setVisible] = useState(true);
  const [days, setDays] = useState(60);
  const [precision, setPrecision] = useState(2);
  const [background, setBackground] = useState<Background>("series");
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  // A new array when the window changes: the final values move to the new last day.
  const prices = useMemo(() => stockClosesByDay.slice(0, days), [days]);
  const last = prices[prices.length - 1];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Final value annotations" checked={visible} onChange={setVisible} />
        <SliderControl label="Trading days shown" value={days} min={10} max={stockClosesByDay.length} onChange={setDays} />
        <SliderControl label="Decimal places" value={precision} min={0} max={3} onChange={setPrecision} />
        <SelectControl label="Annotation background" value={background} options={backgrounds} onChange={setBackground} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        Drag “Trading days shown” to move the last day (now {last?.day}): each series labels its final price on the value axis.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={prices}
          chartType="Line"
          legend={legend}
          chartTitle="Closing prices"
          yAxisTitle="USD"
          markerTypes="None"
          toolTipType="Data"
          crosshairsDisplayMode="None"
          finalValueAnnotationsVisible={visible}
          finalValueAnnotationsPrecision={precision}
          // Leaving the background unset lets each annotation take the colour of its series.
          finalValueAnnotationsBackground={background === "series" ? undefined : background}
          // Dark text on the series' light colours (white read at 1.6:1 to 2.1:1) and on white; white on dark.
          finalValueAnnotationsTextColor={background === "#2b2b2b" ? "#ffffff" : "#2b2b2b"}
          // Prices of different stocks do not add up: no total row in the tooltip.
          dataToolTipSummaryType="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
