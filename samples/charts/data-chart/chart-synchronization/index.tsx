import { useEffect, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { priceBars, tickers } from "../../_shared/tickers";
import { ControlBar, StatusLine, SwitchControl, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();

const bars = priceBars(tickers[1]!, 180).map((b) => ({ ...b, day: b.date.toLocaleDateString("en-US", { month: "short", day: "numeric" }) }));

export default function ChartSynchronizationSample() {
  const [priceChart, setPriceChart] = useState<IgrDataChart | null>(null);
  const [volumeChart, setVolumeChart] = useState<IgrDataChart | null>(null);
  const [horizontal, setHorizontal] = useState(true);
  const [vertical, setVertical] = useState(false);

  // Charts that share a sync channel follow each other's zoom, pan and crosshair.
  useEffect(() => {
    for (const chart of [priceChart, volumeChart]) {
      if (!chart) continue;
      chart.syncChannel = "prices";
      chart.synchronizeHorizontally = horizontal;
      chart.synchronizeVertically = vertical;
    }
  }, [priceChart, volumeChart, horizontal, vertical]);

  const common = { isHorizontalZoomEnabled: true, isVerticalZoomEnabled: true, crosshairVisibility: "Visible", width: "100%", height: "100%" } as const;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Synchronize horizontally" checked={horizontal} onChange={setHorizontal} />
        <SwitchControl label="Synchronize vertically" checked={vertical} onChange={setVertical} />
      </ControlBar>
      <StatusLine>Zoom with the mouse wheel, drag a rectangle or pan with Shift + drag in either chart: the other one follows.</StatusLine>
      <div style={{ flex: 3, minHeight: 200 }}>
        <IgrDataChart ref={setPriceChart} chartTitle="WNDX closing price" {...common}>
          <IgrCategoryXAxis name="days" label="day" dataSource={bars} />
          <IgrNumericYAxis name="price" title="USD" labelExtent={60} />
          <IgrLineSeries name="close" title="Close" xAxisName="days" yAxisName="price" dataSource={bars} valueMemberPath="close" brush="#00838f" thickness={2} markerType="None" />
        </IgrDataChart>
      </div>
      <div style={{ flex: 2, minHeight: 150 }}>
        <IgrDataChart ref={setVolumeChart} chartTitle="Volume" {...common}>
          <IgrCategoryXAxis name="days" label="day" dataSource={bars} />
          {/* The same label extent on both value axes lines the two plot areas up. */}
          <IgrNumericYAxis name="volume" title="Shares" minimumValue={0} labelExtent={60} formatLabel={(v: number) => `${(v / 1e6).toFixed(1)}M`} />
          <IgrColumnSeries name="shares" title="Volume" xAxisName="days" yAxisName="volume" dataSource={bars} valueMemberPath="volume" brush="#90a4ae" outline="#90a4ae" />
        </IgrDataChart>
      </div>
    </div>
  );
}
