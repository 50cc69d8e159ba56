import { useState } from "react";
import { IgrDataLegend, IgrDataLegendModule, IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, SliderControl } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();
IgrDataLegendModule.register();

// The same prices shown as if quoted in different currencies and locales.
const currencies = [
  { value: "en-US|USD", text: "US dollar (en-US)" },
  { value: "de-DE|EUR", text: "Euro (de-DE)" },
  { value: "en-GB|GBP", text: "Pound sterling (en-GB)" },
  { value: "ja-JP|JPY", text: "Yen (ja-JP)" },
  { value: "fr-CH|CHF", text: "Swiss franc (fr-CH)" },
];

const data = [titledBars(stockBySymbol("HLXB"), 150)];

// The component applies every new array or object it is given: one per module, not one per render.
const includedColumns = ["Open", "High", "Low", "Close"];

export default function FinancialChartDataLegendFormattingCurrencySample() {
  const [currency, setCurrency] = useState("en-US|USD");
  const [fractions, setFractions] = useState(2);
  const [chart, setChart] = useState<IgrFinancialChart | null>(null);
  const [culture, code] = currency.split("|") as [string, string];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Currency and locale" value={currency} options={currencies} width={240} onChange={setCurrency} />
        <SliderControl label="Decimals" value={fractions} min={0} max={4} onChange={setFractions} />
      </ControlBar>
      <div style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 6, padding: 8, alignSelf: "flex-start", minHeight: 60 }}>
        {/* Currency mode formats every value with the locale's currency symbol, grouping and decimals. */}
        <IgrDataLegend
          key={currency}
          target={chart}
          valueFormatMode="Currency"
          valueFormatCulture={culture}
          valueFormatCurrencyCode={code}
          valueFormatMinFractions={fractions}
          valueFormatMaxFractions={fractions}
          includedColumns={includedColumns}
        />
      </div>
      <div style={chartArea}>
        <IgrFinancialChart
          ref={setChart}
          dataSource={data}
          chartType="Bar"
          chartTitle="Move the pointer over the chart to read the day's prices as currency"
          volumeType="None"
          zoomSliderType="None"
          isToolbarVisible={false}
          isLegendVisible={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
