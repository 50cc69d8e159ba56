import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { stockClosesByDay } from "../_shared/stock-prices";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

const modes = [
  { value: "Currency", text: "Currency" },
  { value: "Decimal", text: "Decimal" },
] as const;

const cultures = [
  { value: "en-US", text: "English (US)" },
  { value: "de-DE", text: "German" },
  { value: "hi-IN", text: "Hindi (India)" },
] as const;

type Mode = (typeof modes)[number]["value"];
type Culture = (typeof cultures)[number]["value"];

export default function DataTooltipFormattingDecimalsSample() {
  const [mode, setMode] = useState<Mode>("Currency");
  const [minFractions, setMinFractions] = useState(2);
  const [maxFractions, setMaxFractions] = useState(3);
  const [culture, setCulture] = useState<Culture>("en-US");
  const [grouping, setGrouping] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Value format" value={mode} options={modes} width={140} onChange={setMode} />
        <SliderControl
          label="Minimum decimals"
          value={minFractions}
          min={0}
          max={4}
          onChange={(v) => {
            setMinFractions(v);
            if (v > maxFractions) setMaxFractions(v);
          }}
        />
        <SliderControl
          label="Maximum decimals"
          value={maxFractions}
          min={0}
          max={4}
          onChange={(v) => {
            setMaxFractions(v);
            if (v < minFractions) setMinFractions(v);
          }}
        />
        <SelectControl label="Culture" value={culture} options={cultures} width={170} onChange={setCulture} />
        <SwitchControl label="Digit grouping" checked={grouping} onChange={setGrouping} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        Hover the chart: the maximum rounds the prices and their average, the minimum pads them with zeros.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={stockClosesByDay}
          chartType="Line"
          chartTitle="Closing prices"
          yAxisTitle="USD"
          markerTypes="None"
          toolTipType="Data"
          dataToolTipValueFormatMode={mode}
          dataToolTipValueFormatMinFractions={minFractions}
          dataToolTipValueFormatMaxFractions={maxFractions}
          dataToolTipValueFormatCulture={culture}
          dataToolTipValueFormatUseGrouping={grouping}
          // Stock prices are never abbreviated ("1.2K"), so the decimals stay visible.
          dataToolTipValueFormatAbbreviation="None"
          dataToolTipSummaryType="Average"
          dataToolTipSummaryTitleText="Average"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
