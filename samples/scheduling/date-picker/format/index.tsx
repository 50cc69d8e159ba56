import { useState, type CSSProperties } from "react";
import { IgrDatePicker } from "igniteui-react";
import { ControlBar, SelectControl } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// inputFormat is the mask used while typing; displayFormat is how the date reads when the input is not focused.
const displayFormats = ["shortDate", "mediumDate", "longDate", "fullDate", "dd.MM.yyyy", "MMMM d, y"] as const;
const inputFormats = ["MM/dd/yyyy", "dd/MM/yyyy", "yyyy-MM-dd", "dd.MM.yyyy"] as const;
const locales = [
  { value: "en-US", text: "English (US)" },
  { value: "en-GB", text: "English (UK)" },
  { value: "de-DE", text: "Deutsch" },
  { value: "fr-FR", text: "Français" },
  { value: "ja-JP", text: "日本語" },
];

export default function DatePickerFormatSample() {
  const [display, setDisplay] = useState<(typeof displayFormats)[number]>("longDate");
  const [input, setInput] = useState<(typeof inputFormats)[number]>("dd/MM/yyyy");
  const [locale, setLocale] = useState("en-GB");
  const [value, setValue] = useState<Date | null>(() => new Date(2026, 6, 14));

  return (
    <div style={page}>
      <ControlBar>
        <SelectControl label="displayFormat" value={display} options={displayFormats} onChange={setDisplay} />
        <SelectControl label="inputFormat" value={input} options={inputFormats} onChange={setInput} />
        <SelectControl label="locale" value={locale} options={locales} onChange={setLocale} />
      </ControlBar>
      <IgrDatePicker
        label="Invoice date"
        value={value}
        displayFormat={display}
        inputFormat={input}
        locale={locale}
        style={{ width: 320 }}
        onChange={(e) => setValue(e.detail)}
      >
        <span slot="helper-text">Focus the input to edit it in the {input} mask.</span>
      </IgrDatePicker>
      <code style={{ fontSize: 13 }}>{`<IgrDatePicker displayFormat="${display}" inputFormat="${input}" locale="${locale}" />`}</code>
    </div>
  );
}
