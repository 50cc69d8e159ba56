import { useCallback, useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataLegend,
  IgrDataLegendModule,
  IgrDataToolTipLayer,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { IgrNumberFormatSpecifier } from "igniteui-react-core";
import { sales } from "../../_shared/sales";
import { ControlBar, SelectControl, StatusLine, chartArea, chartPage } from "../_shared/controls";
import { useChartWithTooltips } from "../_shared/tooltips";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();
IgrDataLegendModule.register();

// Total monthly revenue in whole currency units (the shared figures are in thousands).
const revenue = sales.map((m) => ({ month: m.month, total: (m.North + m.South + m.East + m.West) * 1000 }));

// The component applies every new object it is given: one per module, not one per render.
const crosshairPoint = { x: 0.6, y: 0.5 };

const locales = [
  { value: "en-US", text: "English (US)" },
  { value: "de-DE", text: "German" },
  { value: "fr-FR", text: "French" },
  { value: "hi-IN", text: "Hindi (India)" },
] as const;
const currencies = [
  { value: "USD", text: "US dollar" },
  { value: "EUR", text: "Euro" },
  { value: "JPY", text: "Japanese yen" },
] as const;
const notations = [
  { value: "compact", text: "Compact (1.2M)" },
  { value: "standard", text: "Standard (1,200,000)" },
  { value: "scientific", text: "Scientific (1.2E6)" },
] as const;

export default function FormatSpecifiersSample() {
  const [locale, setLocale] = useState<(typeof locales)[number]["value"]>("en-US");
  const [currency, setCurrency] = useState<(typeof currencies)[number]["value"]>("USD");
  const [notation, setNotation] = useState<(typeof notations)[number]["value"]>("compact");
  const chart = useChartWithTooltips();
  const [legendTarget, setLegendTarget] = useState<IgrDataChart | null>(null);
  const setChart = useCallback(
    (c: IgrDataChart | null) => {
      chart.current = c;
      setLegendTarget(c);
    },
    [chart],
  );

  // A format specifier wraps Intl.NumberFormat options; "{0}" in a format string is replaced by the formatted
  // value. The same specifier writes the axis labels, the data legend and the data tooltip.
  const specifiers = useMemo(() => {
    const spec = new IgrNumberFormatSpecifier();
    spec.locale = locale;
    spec.style = "currency";
    spec.currency = currency;
    spec.currencyCode = currency;
    spec.notation = notation;
    spec.maximumFractionDigits = notation === "standard" ? 0 : 1;
    return [spec];
  }, [locale, currency, notation]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Locale" value={locale} options={locales} width={170} onChange={setLocale} />
        <SelectControl label="Currency" value={currency} options={currencies} width={170} onChange={setCurrency} />
        <SelectControl label="Notation" value={notation} options={notations} width={210} onChange={setNotation} />
      </ControlBar>
      <StatusLine>Move the pointer over the columns: the data legend above and the tooltip use the same specifier as the axis.</StatusLine>
      <IgrDataLegend target={legendTarget} valueFormatString="{0}" valueFormatSpecifiers={specifiers} />
      <div style={chartArea}>
        {/* key: the chart is rebuilt with each new specifier, since the axis formats its labels once. */}
        <IgrDataChart
          key={`${locale}-${currency}-${notation}`}
          ref={setChart}
          crosshairPoint={crosshairPoint}
          shouldSimulateHoverMoveCrosshairPoint={true}
          chartTitle="Total monthly revenue"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="months" label="month" dataSource={revenue} />
          <IgrNumericYAxis name="revenue" minimumValue={0} labelFormat="{0}" labelFormatSpecifiers={specifiers} labelExtent={110} />
          <IgrColumnSeries name="total" title="Revenue" xAxisName="months" yAxisName="revenue" dataSource={revenue} valueMemberPath="total" brush="#00897b" outline="#00695c" />
          <IgrDataToolTipLayer name="tooltip" valueFormatString="{0}" valueFormatSpecifiers={specifiers} />
        </IgrDataChart>
      </div>
    </div>
  );
}
