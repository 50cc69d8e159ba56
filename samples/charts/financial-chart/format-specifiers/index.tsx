import { useMemo, useState } from "react";
import { IgrDateTimeFormatSpecifier, IgrNumberFormatSpecifier } from "igniteui-react-core";
import { IgrDataLegend, IgrDataLegendModule, IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, StatusLine } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();
IgrDataLegendModule.register();

const locales = [
  { value: "en-US", text: "English (US)" },
  { value: "de-DE", text: "German" },
  { value: "ja-JP", text: "Japanese" },
  { value: "ar-EG", text: "Arabic (Egypt)" },
];

type PriceFormat = "currency" | "decimal" | "compact";
const priceFormats: { value: PriceFormat; text: string }[] = [
  { value: "currency", text: "Currency, 2 decimals" },
  { value: "decimal", text: "Number, 1 decimal" },
  { value: "compact", text: "Currency, whole" },
];

type DateFormat = "monthYear" | "dayMonth" | "numeric";
const dateFormats: { value: DateFormat; text: string }[] = [
  { value: "monthYear", text: "Month and year" },
  { value: "dayMonth", text: "Day and month" },
  { value: "numeric", text: "Numeric date" },
];

const data = [titledBars(stockBySymbol("VRDE"), 260)];

export default function FinancialChartFormatSpecifiersSample() {
  const [locale, setLocale] = useState("en-US");
  const [priceFormat, setPriceFormat] = useState<PriceFormat>("currency");
  const [dateFormat, setDateFormat] = useState<DateFormat>("monthYear");
  const [chart, setChart] = useState<IgrFinancialChart | null>(null);

  // Format specifiers are Intl options: the label format "{0}" names the value, and the specifier at
  // that position says how to write it for the locale. The axes, the data tooltip and the data legend
  // each take the same pair.
  const priceSpecs = useMemo(() => {
    const spec = new IgrNumberFormatSpecifier();
    spec.locale = locale;
    spec.style = priceFormat === "decimal" ? "decimal" : "currency";
    spec.currency = "EUR";
    spec.minimumFractionDigits = priceFormat === "currency" ? 2 : priceFormat === "decimal" ? 1 : 0;
    spec.maximumFractionDigits = spec.minimumFractionDigits;
    return [spec];
  }, [locale, priceFormat]);

  const dateSpecs = useMemo(() => {
    const spec = new IgrDateTimeFormatSpecifier();
    spec.locale = locale;
    if (dateFormat === "monthYear") {
      spec.month = "short";
      spec.year = "numeric";
    } else if (dateFormat === "dayMonth") {
      spec.day = "numeric";
      spec.month = "long";
    } else {
      spec.day = "2-digit";
      spec.month = "2-digit";
      spec.year = "2-digit";
    }
    return [spec];
  }, [locale, dateFormat]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Locale" value={locale} options={locales} onChange={setLocale} />
        <SelectControl label="Price labels" value={priceFormat} options={priceFormats} width={220} onChange={setPriceFormat} />
        <SelectControl label="Date labels" value={dateFormat} options={dateFormats} onChange={setDateFormat} />
      </ControlBar>
      <StatusLine>Hover the chart: the data legend above and the tooltip write the day and its prices with the same specifiers.</StatusLine>
      <IgrDataLegend target={chart} headerFormatString="{0}" headerFormatSpecifiers={dateSpecs} valueFormatString="{0}" valueFormatSpecifiers={priceSpecs} />
      <div style={chartArea}>
        <IgrFinancialChart
          key={`${locale}-${priceFormat}-${dateFormat}`}
          ref={setChart}
          dataSource={data}
          chartType="Line"
          chartTitle="VRDE closing prices, written for the locale"
          yAxisLabelFormat="{0}"
          yAxisLabelFormatSpecifiers={priceSpecs}
          xAxisLabelFormat="{0}"
          xAxisLabelFormatSpecifiers={dateSpecs}
          toolTipType="Data"
          dataToolTipHeaderFormatString="{0}"
          dataToolTipHeaderFormatSpecifiers={dateSpecs}
          dataToolTipValueFormatString="{0}"
          dataToolTipValueFormatSpecifiers={priceSpecs}
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
