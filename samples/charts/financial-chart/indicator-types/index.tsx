import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, ToggleGroup } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type Indicator =
  | "RelativeStrengthIndex"
  | "MovingAverageConvergenceDivergence"
  | "AverageTrueRange"
  | "BollingerBandWidth"
  | "CommodityChannelIndex"
  | "ForceIndex"
  | "MoneyFlowIndex"
  | "OnBalanceVolume"
  | "FullStochasticOscillator"
  | "WilliamsPercentR"
  | "StandardDeviation"
  | "TRIX";
const indicators: { value: Indicator; text: string }[] = [
  { value: "RelativeStrengthIndex", text: "Relative strength index" },
  { value: "MovingAverageConvergenceDivergence", text: "MACD" },
  { value: "AverageTrueRange", text: "Average true range" },
  { value: "BollingerBandWidth", text: "Bollinger band width" },
  { value: "CommodityChannelIndex", text: "Commodity channel index" },
  { value: "ForceIndex", text: "Force index" },
  { value: "MoneyFlowIndex", text: "Money flow index" },
  { value: "OnBalanceVolume", text: "On-balance volume" },
  { value: "FullStochasticOscillator", text: "Full stochastic oscillator" },
  { value: "WilliamsPercentR", text: "Williams %R" },
  { value: "StandardDeviation", text: "Standard deviation" },
  { value: "TRIX", text: "TRIX" },
];

type Overlay = "None" | "BollingerBands" | "PriceChannel";
const overlays: { value: Overlay; text: string }[] = [
  { value: "BollingerBands", text: "Bollinger bands" },
  { value: "PriceChannel", text: "Price channel" },
  { value: "None", text: "None" },
];

const data = titledBars(stockBySymbol("HLXB"), 250);

export default function FinancialChartIndicatorTypesSample() {
  const [first, setFirst] = useState<Indicator>("RelativeStrengthIndex");
  const [second, setSecond] = useState<Indicator>("MovingAverageConvergenceDivergence");
  const [overlay, setOverlay] = useState<Overlay>("BollingerBands");

  // Indicators are drawn in their own panes under the prices; overlays are drawn over the prices.
  // Both take a comma-separated list of types.
  const indicatorList = first === second ? first : `${first},${second}`;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="First indicator" value={first} options={indicators} width={240} onChange={setFirst} />
        <SelectControl label="Second indicator" value={second} options={indicators} width={240} onChange={setSecond} />
        <ToggleGroup label="Overlay" value={overlay} options={overlays} onChange={setOverlay} />
      </ControlBar>
      <div style={chartArea}>
        <IgrFinancialChart
          key={`${indicatorList}-${overlay}`}
          dataSource={data}
          chartType="Candle"
          chartTitle="HLXB with technical indicators"
          indicatorTypes={indicatorList}
          overlayTypes={overlay === "None" ? "" : overlay}
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
