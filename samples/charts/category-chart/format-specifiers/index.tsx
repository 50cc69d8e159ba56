import { useMemo, useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { IgrDateTimeFormatSpecifier, IgrNumberFormatSpecifier } from "igniteui-react-core";
import { stockPrices } from "../_shared/stock-prices";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

// Real Date values on the category axis: the specifiers decide how they are written.
const prices = stockPrices.map(({ date, Aurora, Borealis, Cirrus }) => ({ date, Aurora, Borealis, Cirrus }));

const locales = [
  { value: "en-US", text: "English (US)" },
  { value: "de-DE", text: "German" },
  { value: "fr-FR", text: "French" },
  { value: "ja-JP", text: "Japanese" },
] as const;

const dateStyles = [
  { value: "short", text: "Month and day" },
  { value: "numeric", text: "Numeric" },
  { value: "weekday", text: "Weekday and day" },
] as const;

const priceStyles = [
  { value: "currency", text: "Currency, 2 decimals" },
  { value: "whole", text: "Currency, whole dollars" },
  { value: "plain", text: "Plain number" },
] as const;

type Locale = (typeof locales)[number]["value"];
type DateStyle = (typeof dateStyles)[number]["value"];
type PriceStyle = (typeof priceStyles)[number]["value"];

function dateSpecifier(locale: Locale, style: DateStyle): IgrDateTimeFormatSpecifier {
  const spec = new IgrDateTimeFormatSpecifier();
  spec.locale = locale;
  if (style === "short") {
    spec.month = "short";
    spec.day = "numeric";
  } else if (style === "numeric") {
    spec.month = "2-digit";
    spec.day = "2-digit";
  } else {
    spec.weekDay = "short";
    spec.day = "numeric";
  }
  return spec;
}

function priceSpecifier(locale: Locale, style: PriceStyle): IgrNumberFormatSpecifier {
  const spec = new IgrNumberFormatSpecifier();
  spec.locale = locale;
  spec.style = style === "plain" ? "decimal" : "currency";
  spec.currency = "USD";
  spec.minimumFractionDigits = style === "whole" ? 0 : 2;
  spec.maximumFractionDigits = style === "whole" ? 0 : 2;
  return spec;
}

export default function FormatSpecifiersSample() {
  const [locale, setLocale] = useState<Locale>("en-US");
  const [dateStyle, setDateStyle] = useState<DateStyle>("short");
  const [priceStyle, setPriceStyle] = useState<PriceStyle>("currency");
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  // New specifier arrays make the chart format its labels again.
  const dateSpecs = useMemo(() => [dateSpecifier(locale, dateStyle)], [locale, dateStyle]);
  const priceSpecs = useMemo(() => [priceSpecifier(locale, priceStyle)], [locale, priceStyle]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Locale" value={locale} options={locales} width={170} onChange={setLocale} />
        <SelectControl label="Date labels" value={dateStyle} options={dateStyles} width={190} onChange={setDateStyle} />
        <SelectControl label="Prices" value={priceStyle} options={priceStyles} width={230} onChange={setPriceStyle} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        Each format string has placeholders that the specifiers fill in: {"{date}"} on the X axis names the data field,{" "}
        {"{0}"} on the Y axis and in the tooltip stands for the value. Hover the chart to see the tooltip’s prices.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={prices}
          chartType="Line"
          legend={legend}
          chartTitle="Closing prices"
          markerTypes="None"
          // On a category axis the placeholder names the field of the data item to format.
          xAxisLabelFormat="{date}"
          xAxisLabelFormatSpecifiers={dateSpecs}
          yAxisLabelFormat="{0}"
          yAxisLabelFormatSpecifiers={priceSpecs}
          toolTipType="Data"
          dataToolTipValueFormatString="{0}"
          dataToolTipValueFormatSpecifiers={priceSpecs}
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
