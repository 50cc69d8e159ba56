import { useRef, useState, type CSSProperties } from "react";
import { ControlDisplayDensity } from "igniteui-react-core";
import { IgrXDatePicker, IgrXDatePickerModule } from "igniteui-react-inputs";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { longDate, today, useThemeFont } from "../_shared/picker";

IgrXDatePickerModule.register();

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 20, padding: 16, boxSizing: "border-box", overflow: "auto" };

const time = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" });

export default function XDatePickerEditingSample() {
  const [allowTextInput, setAllowTextInput] = useState(true);
  const [openOnFocus, setOpenOnFocus] = useState(false);
  const [clearButton, setClearButton] = useState(true);
  const [todayButton, setTodayButton] = useState(true);
  const [disabled, setDisabled] = useState(false);
  const [value, setValue] = useState<Date | null>(() => today());
  const [log, setLog] = useState<string[]>([]);
  const picker = useRef<IgrXDatePicker>(null);
  useThemeFont(picker);

  const add = (line: string) => setLog((l) => [`${time.format(new Date())}  ${line}`, ...l].slice(0, 8));

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Type a date" checked={allowTextInput} onChange={setAllowTextInput} />
        <SwitchControl label="Open on focus" checked={openOnFocus} onChange={setOpenOnFocus} />
        <SwitchControl label="Clear button" checked={clearButton} onChange={setClearButton} />
        <SwitchControl label="Today button" checked={todayButton} onChange={setTodayButton} />
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>

      <div style={{ width: 320 }}>
        <IgrXDatePicker
          ref={picker}
          label="Invoice date"
          placeholder="MM/DD/YYYY"
          value={value ?? undefined}
          allowTextInput={allowTextInput}
          openOnFocus={openOnFocus}
          showClearButton={clearButton}
          showTodayButton={todayButton}
          isDisabled={disabled}
          density={ControlDisplayDensity.Comfortable}
          openAsChild={true}
          selectedValueChanged={(_s, e) => {
            const next: Date | null = e.newValue ?? null;
            setValue(next);
            add(next ? `value set to ${longDate.format(next)}` : "value cleared");
          }}
          gotFocus={() => add("got focus")}
          lostFocus={() => add("lost focus")}
        />
      </div>

      <div>
        Value: <b>{value ? longDate.format(value) : "empty"}</b>
      </div>
      <p style={{ margin: 0, color: "var(--ig-gray-700)", maxWidth: 640 }}>
        {allowTextInput
          ? "Click into the field and type a date, or use the arrow keys on a date part; the calendar icon opens the drop-down."
          : "Typing is off: the field only accepts a date picked from the drop-down calendar."}
      </p>
      <div style={{ fontFamily: "monospace", fontSize: 13, lineHeight: 1.6, minHeight: 120 }} aria-live="polite">
        {log.length === 0 ? <span style={{ color: "var(--ig-gray-700)" }}>Edits appear here.</span> : log.map((l, i) => <div key={i}>{l}</div>)}
      </div>
    </div>
  );
}
