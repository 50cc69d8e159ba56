import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, ToggleGroup } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

const cultures = [
  { value: "en-US", text: "English (United States)" },
  { value: "de-DE", text: "German (Germany)" },
  { value: "fr-FR", text: "French (France)" },
  { value: "ja-JP", text: "Japanese (Japan)" },
  { value: "hi-IN", text: "Hindi (India)" },
];

type Abbreviation = "None" | "Kilo" | "Auto";
const abbreviations: { value: Abbreviation; text: string }[] = [
  { value: "None", text: "Full" },
  { value: "Kilo", text: "Thousands (K)" },
  { value: "Auto", text: "Automatic" },
];

// A pricey stock, so grouping separators and abbreviations show: prices scaled to the thousands.
const data = [
  Object.assign(
    titledBars(stockBySymbol("HLXB"), 150).map((b) => ({ ...b, open: b.open * 37, high: b.high * 37, low: b.low * 37, close: b.close * 37 })),
    { title: "HLXB" },
  ),
];

// The component applies every new array or object it is given: one per module, not one per render.
const dataToolTipIncludedColumns = ["Open", "High", "Low", "Close"];

export default function FinancialChartDataTooltipFormattingCurrencySample() {
  const [culture, setCulture] = useState("en-US");
  const [abbreviation, setAbbreviation] = useState<Abbreviation>("None");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Culture" value={culture} options={cultures} width={240} onChange={setCulture} />
        <ToggleGroup label="Abbreviation" value={abbreviation} options={abbreviations} onChange={setAbbreviation} />
      </ControlBar>
      <div style={chartArea}>
        {/* The tooltip's values use currency formatting for the chosen culture: symbol, separators, decimals. */}
        <IgrFinancialChart
          key={`${culture}-${abbreviation}`}
          dataSource={data}
          chartType="Candle"
          chartTitle="Move the pointer over the chart: the tooltip shows prices as currency"
          toolTipType="Data"
          dataToolTipValueFormatMode="Currency"
          dataToolTipValueFormatCulture={culture}
          dataToolTipValueFormatAbbreviation={abbreviation}
          dataToolTipValueFormatMinFractions={2}
          dataToolTipValueFormatMaxFractions={2}
          dataToolTipIncludedColumns={dataToolTipIncludedColumns}
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
