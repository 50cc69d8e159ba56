import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SwitchControl, ToggleGroup } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type PriceType = "Candle" | "Bar";
const priceTypes: PriceType[] = ["Candle", "Bar"];

type LabelMode = "Visible" | "Hidden";
const labelModes: { value: LabelMode; text: string }[] = [
  { value: "Visible", text: "Show" },
  { value: "Hidden", text: "Hide" },
];

type Position = "Auto" | "PinLeft" | "PinRight";
const positions: { value: Position; text: string }[] = [
  { value: "Auto", text: "Follow pointer" },
  { value: "PinLeft", text: "Pin left" },
  { value: "PinRight", text: "Pin right" },
];

// The tooltip's rows, in this order: the price columns of the series and the day's change.
const priceColumns = ["Open", "High", "Low", "Close", "Change"];

const data = [titledBars(stockBySymbol("HLXB"), 90)];

export default function FinancialChartDataTooltipSample() {
  const [priceType, setPriceType] = useState<PriceType>("Candle");
  const [labels, setLabels] = useState<LabelMode>("Visible");
  const [position, setPosition] = useState<Position>("Auto");
  const [showHeader, setShowHeader] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Price series" value={priceType} options={priceTypes} onChange={setPriceType} />
        <ToggleGroup label="Row labels" value={labels} options={labelModes} onChange={setLabels} />
        <ToggleGroup label="Tooltip position" value={position} options={positions} onChange={setPosition} />
        <SwitchControl label="Date header" checked={showHeader} onChange={setShowHeader} />
      </ControlBar>
      <div style={chartArea}>
        {/* toolTipType "Data" replaces the default tooltip with the data tooltip: one row per
            column of the candle under the pointer. */}
        <IgrFinancialChart
          dataSource={data}
          chartType={priceType}
          chartTitle="Helix Biotech (HLXB): hover a candle to read its open, high, low, close and change"
          toolTipType="Data"
          dataToolTipIncludedColumns={priceColumns}
          dataToolTipLabelDisplayMode={labels}
          dataToolTipGroupedPositionModeX={position}
          dataToolTipHeaderRowVisible={showHeader}
          dataToolTipHeaderFormatDate="LongStyle"
          dataToolTipHeaderFormatTime="None"
          dataToolTipValueFormatMode="Currency"
          dataToolTipValueFormatMinFractions={2}
          crosshairsDisplayMode="Vertical"
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
