import { useRef, useState, type CSSProperties } from "react";
import { ControlDisplayDensity } from "igniteui-react-core";
import { DateFormats, IgrXDatePicker, IgrXDatePickerModule } from "igniteui-react-inputs";
import { ControlBar, SelectControl } from "../../../_shared/controls";
import { today, useThemeFont } from "../_shared/picker";

IgrXDatePickerModule.register();

// formatString takes a pattern and wins over dateFormat; dateFormat picks one of two built-in formats.
const formats = [
  { key: "short", text: "DateShort (built-in)", dateFormat: DateFormats.DateShort },
  { key: "long", text: "DateLong (built-in)", dateFormat: DateFormats.DateLong },
  { key: "iso", text: "yyyy-MM-dd", formatString: "yyyy-MM-dd" },
  { key: "eu", text: "dd.MM.yyyy", formatString: "dd.MM.yyyy" },
  { key: "us", text: "MM/dd/yy", formatString: "MM/dd/yy" },
  { key: "month", text: "d MMM yyyy", formatString: "d MMM yyyy" },
  { key: "full", text: "MMMM d yyyy", formatString: "MMMM d yyyy" },
] as const;

type FormatKey = (typeof formats)[number]["key"];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" };

function FormattedPicker({ label, value, format, onChange }: { label: string; value: Date; format: (typeof formats)[number]; onChange: (d: Date) => void }) {
  const picker = useRef<IgrXDatePicker>(null);
  useThemeFont(picker);
  return (
    <IgrXDatePicker
      ref={picker}
      label={label}
      value={value}
      dateFormat={"dateFormat" in format ? format.dateFormat : DateFormats.DateShort}
      formatString={"formatString" in format ? format.formatString : undefined}
      density={ControlDisplayDensity.Comfortable}
      openAsChild={true}
      selectedValueChanged={(_s, e) => e.newValue && onChange(e.newValue)}
    />
  );
}

export default function XDatePickerFormatSample() {
  const [key, setKey] = useState<FormatKey>("long");
  const [value, setValue] = useState<Date>(() => today());
  const format = formats.find((f) => f.key === key) ?? formats[0];

  return (
    <div style={page}>
      <ControlBar>
        <SelectControl label="Format" value={key} width={240} options={formats.map((f) => ({ value: f.key, text: f.text }))} onChange={setKey} />
      </ControlBar>
      <div style={{ width: 340 }}>
        <FormattedPicker key={key} label={`Shipping date (${format.text})`} value={value} format={format} onChange={setValue} />
      </div>

      <h3 style={{ margin: "8px 0 0" }}>The same date in every format</h3>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))", gap: 16 }}>
        {formats.map((f) => (
          <FormattedPicker key={f.key} label={f.text} value={value} format={f} onChange={setValue} />
        ))}
      </div>
    </div>
  );
}
