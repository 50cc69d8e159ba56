import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrDataLegend, IgrDataLegendModule } from "igniteui-react-charts";
import { productSales2024 } from "../_shared/sales-records";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrDataLegendModule.register();

// The shared figures are in thousands of dollars; here they are whole dollars, to give the formatting something to do.
const revenue = productSales2024.map((row) => {
  const dollars: Record<string, string | number> = { quarter: row.quarter };
  for (const [key, value] of Object.entries(row)) if (typeof value === "number") dollars[key] = value * 1000 + 437.5;
  return dollars;
});

const modes = [
  { value: "Currency", text: "Currency" },
  { value: "Decimal", text: "Decimal" },
] as const;

const abbreviations = [
  { value: "None", text: "None" },
  { value: "Auto", text: "Auto" },
  { value: "Kilo", text: "Thousands (K)" },
  { value: "Million", text: "Millions (M)" },
] as const;

const cultures = [
  { value: "en-US", text: "English (US)" },
  { value: "de-DE", text: "German" },
  { value: "fr-FR", text: "French" },
  { value: "ja-JP", text: "Japanese" },
] as const;

const currencies = [
  { value: "USD", text: "US dollar" },
  { value: "EUR", text: "Euro" },
  { value: "JPY", text: "Yen" },
] as const;

type Mode = (typeof modes)[number]["value"];
type Abbreviation = (typeof abbreviations)[number]["value"];
type Culture = (typeof cultures)[number]["value"];
type Currency = (typeof currencies)[number]["value"];

// The component applies every new array or object it is given: one per module, not one per render.
const includedColumns = ["Laptops", "Phones", "Tablets", "Monitors"];

export default function DataLegendFormattingDecimalsSample() {
  const [chart, setChart] = useState<IgrCategoryChart | null>(null);
  const [mode, setMode] = useState<Mode>("Currency");
  const [abbreviation, setAbbreviation] = useState<Abbreviation>("None");
  const [minFractions, setMinFractions] = useState(2);
  const [maxFractions, setMaxFractions] = useState(2);
  const [culture, setCulture] = useState<Culture>("en-US");
  const [currency, setCurrency] = useState<Currency>("USD");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Value format" value={mode} options={modes} width={140} onChange={setMode} />
        <SelectControl label="Abbreviation" value={abbreviation} options={abbreviations} width={170} onChange={setAbbreviation} />
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
        <SelectControl label="Culture" value={culture} options={cultures} width={160} onChange={setCulture} />
        <SelectControl label="Currency" value={currency} options={currencies} width={150} onChange={setCurrency} />
      </ControlBar>
      <IgrDataLegend
        target={chart}
        valueFormatMode={mode}
        valueFormatAbbreviation={abbreviation}
        valueFormatMinFractions={minFractions}
        valueFormatMaxFractions={maxFractions}
        valueFormatCulture={culture}
        valueFormatCurrencyCode={currency}
        summaryType="Total"
        includedColumns={includedColumns}
      />
      <div style={chartArea}>
        <IgrCategoryChart
          ref={setChart}
          dataSource={revenue}
          chartType="Column"
          chartTitle="2024 revenue by product – hover a quarter"
          yAxisMinimumValue={0}
          toolTipType="None"
          crosshairsDisplayMode="None"
          isCategoryHighlightingEnabled={true}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
