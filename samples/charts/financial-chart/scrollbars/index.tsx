import { useEffect, useRef, useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, StatusLine } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type Mode = "Persistent" | "Fading" | "FadeToLine" | "None";
const modes: { value: Mode; text: string }[] = [
  { value: "Persistent", text: "Always shown" },
  { value: "Fading", text: "Fade when idle" },
  { value: "FadeToLine", text: "Fade to a thin line" },
  { value: "None", text: "None" },
];

const data = titledBars(stockBySymbol("VRDE"), 500);

export default function FinancialChartScrollbarsSample() {
  const [horizontal, setHorizontal] = useState<Mode>("Persistent");
  const [vertical, setVertical] = useState<Mode>("Persistent");
  const chartRef = useRef<IgrFinancialChart>(null);

  // Start zoomed in on the last quarter of the data, so there is something to scroll.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (chartRef.current) chartRef.current.windowRect = { left: 0.7, top: 0.4, width: 0.3, height: 0.6 };
    }, 300);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Horizontal scrollbar" value={horizontal} options={modes} width={220} onChange={setHorizontal} />
        <SelectControl label="Vertical scrollbar" value={vertical} options={modes} width={220} onChange={setVertical} />
      </ControlBar>
      <StatusLine>The chart starts zoomed in: drag the scrollbars, or zoom with the mouse wheel, to move around.</StatusLine>
      <div style={chartArea}>
        <IgrFinancialChart
          ref={chartRef}
          dataSource={data}
          chartType="Candle"
          chartTitle="VRDE, two years of daily prices"
          isHorizontalZoomEnabled={true}
          isVerticalZoomEnabled={true}
          horizontalViewScrollbarMode={horizontal}
          verticalViewScrollbarMode={vertical}
          horizontalViewScrollbarFill="#4a5568"
          verticalViewScrollbarFill="#4a5568"
          horizontalViewScrollbarCornerRadius={4}
          verticalViewScrollbarCornerRadius={4}
          horizontalViewScrollbarHeight={10}
          verticalViewScrollbarWidth={10}
          volumeType="None"
          zoomSliderType="None"
          isToolbarVisible={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
