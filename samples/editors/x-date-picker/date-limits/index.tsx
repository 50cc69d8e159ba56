import { useRef, useState, type CSSProperties } from "react";
import { ControlDisplayDensity } from "igniteui-react-core";
import { IgrXDatePicker, IgrXDatePickerModule } from "igniteui-react-inputs";
import { ControlBar, SliderControl, StatusLine, ToggleGroup } from "../../../_shared/controls";
import { addDays, longDate, today, useThemeFont } from "../_shared/picker";

IgrXDatePickerModule.register();

type Preset = "custom" | "month" | "weekdays" | "none";

// Each preset returns the window of dates the picker accepts.
function presetLimits(preset: Preset, before: number, after: number): { min?: Date; max?: Date } {
  const start = today();
  switch (preset) {
    case "custom":
      return { min: addDays(start, -before), max: addDays(start, after) };
    case "month":
      return {
        min: new Date(start.getFullYear(), start.getMonth(), 1),
        max: new Date(start.getFullYear(), start.getMonth() + 1, 0),
      };
    case "weekdays": {
      // Monday to Friday of the current week.
      const monday = addDays(start, -((start.getDay() + 6) % 7));
      return { min: monday, max: addDays(monday, 4) };
    }
    case "none":
      return {};
  }
}

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function XDatePickerDateLimitsSample() {
  const [preset, setPreset] = useState<Preset>("custom");
  const [before, setBefore] = useState(3);
  const [after, setAfter] = useState(14);
  const [value, setValue] = useState<Date | null>(() => today());
  const picker = useRef<IgrXDatePicker>(null);
  useThemeFont(picker);

  const { min, max } = presetLimits(preset, before, after);

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup
          label="Selectable window"
          value={preset}
          options={[
            { value: "custom", text: "Around today" },
            { value: "month", text: "This month" },
            { value: "weekdays", text: "This work week" },
            { value: "none", text: "No limits" },
          ]}
          onChange={setPreset}
        />
        {preset === "custom" && (
          <>
            <SliderControl label="Days back" value={before} min={0} max={30} onChange={setBefore} />
            <SliderControl label="Days ahead" value={after} min={0} max={60} onChange={setAfter} />
          </>
        )}
      </ControlBar>

      <div style={{ width: 320 }}>
        <IgrXDatePicker
          ref={picker}
          label="Delivery date"
          value={value ?? undefined}
          minDate={min}
          maxDate={max}
          density={ControlDisplayDensity.Comfortable}
          openAsChild={true}
          showClearButton={true}
          selectedValueChanged={(_s, e) => setValue(e.newValue ?? null)}
        />
      </div>

      <StatusLine>
        Earliest: <b>{min ? longDate.format(min) : "any date"}</b> · Latest: <b>{max ? longDate.format(max) : "any date"}</b>
      </StatusLine>
      <StatusLine>
        Selected: <b>{value ? longDate.format(value) : "no date"}</b>
      </StatusLine>
      <p style={{ margin: 0, color: "var(--ig-gray-700)", maxWidth: 620 }}>
        Open the drop-down: days outside the window are greyed out and cannot be picked. A date typed outside the
        window is rejected as well.
      </p>
    </div>
  );
}
