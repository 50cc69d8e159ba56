import { useEffect, useRef, useState, type CSSProperties } from "react";
import { IgrDatePicker, IgrInput, IgrSelect, IgrSelectItem } from "igniteui-react";
import { ControlDisplayDensity } from "igniteui-react-core";
import { DateFormats, IgrXDatePicker, IgrXDatePickerModule } from "igniteui-react-inputs";

IgrXDatePickerModule.register();

// A built-in format (dateFormat) or a pattern (formatString, which wins over dateFormat when set).
const formats: { key: string; text: string; dateFormat: DateFormats; formatString?: string }[] = [
  { key: "short", text: "Short date", dateFormat: DateFormats.DateShort },
  { key: "long", text: "Long date", dateFormat: DateFormats.DateLong },
  { key: "iso", text: "yyyy-MM-dd", dateFormat: DateFormats.DateShort, formatString: "yyyy-MM-dd" },
  { key: "dots", text: "dd.MM.yyyy", dateFormat: DateFormats.DateShort, formatString: "dd.MM.yyyy" },
];

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "full" });

const row: CSSProperties = { display: "flex", alignItems: "flex-end", gap: 16, flexWrap: "wrap" };

export default function XDatePickerOverviewSample() {
  const [label, setLabel] = useState("Check-in date");
  const [value, setValue] = useState<Date | null>(() => today());
  const [minDate, setMinDate] = useState<Date | null>(() => addDays(today(), -7));
  const [maxDate, setMaxDate] = useState<Date | null>(() => addDays(today(), 60));
  const [formatKey, setFormatKey] = useState("short");

  const picker = useRef<IgrXDatePicker>(null);

  // Match the theme's font. The picker takes its fonts as CSS font strings, and only once it has rendered its input.
  useEffect(() => {
    const element = picker.current;
    if (element) {
      const family = getComputedStyle(document.documentElement).getPropertyValue("--ig-font-family").trim() || "sans-serif";
      element.textStyle = `16px ${family}`;
      element.labelTextStyle = `13px ${family}`;
    }
  }, []);

  const format = formats.find((f) => f.key === formatKey) ?? formats[0]!;

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" }}>
      <div style={row}>
        <IgrInput label="Label" value={label} style={{ width: 200 }} onInput={(e) => setLabel(e.detail)} />
        <IgrDatePicker label="Earliest date (min)" value={minDate} style={{ width: 220 }} onChange={(e) => setMinDate(e.detail)} />
        <IgrDatePicker label="Latest date (max)" value={maxDate} style={{ width: 220 }} onChange={(e) => setMaxDate(e.detail)} />
        <IgrSelect label="Date format" value={formatKey} style={{ width: 180 }} onChange={(e) => setFormatKey(e.detail.value)}>
          {formats.map((f) => (
            <IgrSelectItem key={f.key} value={f.key}>
              {f.text}
            </IgrSelectItem>
          ))}
        </IgrSelect>
      </div>

      <div style={{ width: 320 }}>
        <IgrXDatePicker
          ref={picker}
          label={label}
          value={value ?? undefined}
          minDate={minDate ?? undefined}
          maxDate={maxDate ?? undefined}
          dateFormat={format.dateFormat}
          // Passed every time (even as undefined) so that choosing a built-in format clears the pattern.
          formatString={format.formatString}
          density={ControlDisplayDensity.Comfortable}
          openAsChild={true}
          showTodayButton={true}
          showClearButton={true}
          selectedValueChanged={(_s, e) => setValue(e.newValue ?? null)}
        />
      </div>

      <p aria-live="polite" style={{ margin: 0 }}>
        Selected: <strong>{value ? longDate.format(value) : "no date"}</strong>
        <br />
        <span style={{ color: "var(--ig-gray-700)" }}>
          Dates before {minDate ? longDate.format(minDate) : "any day"} and after{" "}
          {maxDate ? longDate.format(maxDate) : "any day"} cannot be picked.
        </span>
      </p>
    </div>
  );
}
