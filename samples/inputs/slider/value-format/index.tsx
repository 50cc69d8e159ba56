import { useMemo, useState } from "react";
import { IgrSlider } from "igniteui-react";
import { ControlBar, SelectControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

const locales = ["en-US", "de-DE", "ja-JP", "fr-FR", "hi-IN"];
const currencies: Record<string, string> = { "en-US": "USD", "de-DE": "EUR", "ja-JP": "JPY", "fr-FR": "EUR", "hi-IN": "INR" };

// The component applies every new array or object it is given: one per module, not one per render.
const percentFormat: Intl.NumberFormatOptions = { style: "percent" };
const speedFormat: Intl.NumberFormatOptions = { style: "unit", unit: "kilometer-per-hour" };

export default function SliderValueFormatSample() {
  const [locale, setLocale] = useState("en-US");
  // The slider applies every new format object it is given: a new one only when the locale changes.
  const currencyFormat = useMemo<Intl.NumberFormatOptions>(() => ({ style: "currency", currency: currencies[locale] ?? "USD", maximumFractionDigits: 0 }), [locale]);

  return (
    <Page>
      <ControlBar>
        <SelectControl label="Locale" value={locale} options={locales} width={150} onChange={setLocale} />
      </ControlBar>
      <Section title="valueFormatOptions: Intl number format of the thumb and tick labels">
        <div style={{ display: "flex", flexDirection: "column", gap: 40, padding: "24px 40px 32px", maxWidth: 600 }}>
          <IgrSlider aria-label="Budget" min={0} max={5000} step={250} value={1500} primaryTicks={5} locale={locale} valueFormatOptions={currencyFormat} />
          <IgrSlider aria-label="Discount" min={0} max={0.5} step={0.05} value={0.15} primaryTicks={6} locale={locale} valueFormatOptions={percentFormat} />
          <IgrSlider aria-label="Speed" min={0} max={120} step={10} value={50} primaryTicks={7} locale={locale} valueFormatOptions={speedFormat} />
        </div>
      </Section>
      <Section title="valueFormat: a pattern around the formatted number">
        <div style={{ padding: "24px 40px 32px", maxWidth: 600 }}>
          <IgrSlider aria-label="Guests" min={1} max={12} value={4} primaryTicks={12} secondaryTicks={0} hidePrimaryLabels={false} locale={locale} valueFormat="{0} guests" tickLabelRotation={-90} />
        </div>
      </Section>
    </Page>
  );
}
