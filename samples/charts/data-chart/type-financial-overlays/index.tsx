import { useState } from "react";
import {
  IgrBollingerBandsOverlay,
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartFinancialModule,
  IgrDataChartFinancialOverlaysModule,
  IgrDataChartInteractivityModule,
  IgrFinancialPriceSeries,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrPriceChannelOverlay,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";
import { bars } from "../_shared/ohlc";

IgrDataChartCoreModule.register();
IgrDataChartFinancialModule.register();
IgrDataChartFinancialOverlaysModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

type Kind = "bollinger" | "channel";
const kinds = [
  { value: "bollinger", text: "Bollinger bands" },
  { value: "channel", text: "Price channel" },
] as const;

const data = bars("GRDL", 100);
const priceProps = { dataSource: data, openMemberPath: "open", highMemberPath: "high", lowMemberPath: "low", closeMemberPath: "close" };

export default function TypeFinancialOverlaysSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [kind, setKind] = useState<Kind>("bollinger");
  const [period, setPeriod] = useState(20);
  const [multiplier, setMultiplier] = useState(2);

  // An overlay is drawn on the price axis, behind the prices: Bollinger bands are a moving average
  // plus and minus `multiplier` standard deviations; a price channel spans the period's high and low.
  const name = `${kind}-${period}-${multiplier}`;
  const overlay =
    kind === "bollinger" ? (
      <IgrBollingerBandsOverlay key={name} name={name} {...priceProps} title="Bollinger bands" period={period} multiplier={multiplier} xAxisName="days" yAxisName="usd" brush="#1f77b4" outline="#1f77b4" areaFillOpacity={0.15} />
    ) : (
      <IgrPriceChannelOverlay key={name} name={name} {...priceProps} title="Price channel" period={period} xAxisName="days" yAxisName="usd" brush="#f28e2b" outline="#f28e2b" areaFillOpacity={0.15} />
    );

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Overlay" value={kind} options={kinds} onChange={setKind} />
        <SliderControl label="Period" value={period} min={5} max={40} format={(v) => `${v} days`} onChange={setPeriod} />
        {kind === "bollinger" && <SliderControl label="Standard deviations" value={multiplier} min={1} max={3} step={0.5} onChange={setMultiplier} />}
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="GRDL daily prices with a financial overlay" isHorizontalZoomEnabled={true} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="days" dataSource={data} label="day" />
          <IgrNumericYAxis name="usd" title="USD" labelLocation="OutsideRight" />
          {overlay}
          <IgrFinancialPriceSeries {...priceProps} name="price" title="GRDL" displayType="Candlestick" xAxisName="days" yAxisName="usd" brush="#2a9d4b" negativeBrush="#d62728" showDefaultTooltip={true} />
        </IgrDataChart>
      </div>
    </div>
  );
}
