import { useState, type CSSProperties } from "react";
import { IgrButton, IgrDatePicker, type PickerMode } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl, ToggleGroup } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "full" });

// mode="dialog" opens the calendar in a modal dialog with Cancel and OK, instead of a drop-down.
export default function DatePickerDialogModeSample() {
  const [mode, setMode] = useState<PickerMode>("dialog");
  const [open, setOpen] = useState(true);
  const [nonEditable, setNonEditable] = useState(true);
  const [value, setValue] = useState<Date | null>(() => {
    const d = new Date();
    d.setHours(0, 0, 0, 0);
    return d;
  });

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Mode" value={mode} options={["dialog", "dropdown"] as const} onChange={setMode} />
        <SwitchControl label="Non-editable input" checked={nonEditable} onChange={setNonEditable} />
        <IgrButton variant="outlined" onClick={() => setOpen(true)}>
          Open the picker
        </IgrButton>
      </ControlBar>
      <StatusLine>
        Birthday: <b>{value ? longDate.format(value) : "no date"}</b>.{" "}
        {mode === "dialog" ? "The calendar opens in a dialog: pick a day, then OK." : "The calendar opens in a drop-down under the input."}
      </StatusLine>
      <IgrDatePicker
        label="Birthday"
        mode={mode}
        open={open}
        nonEditable={nonEditable}
        value={value}
        style={{ width: 300 }}
        onChange={(e) => setValue(e.detail)}
        onClosed={() => setOpen(false)}
      />
    </div>
  );
}
