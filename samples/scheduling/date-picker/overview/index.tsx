import { useState, type CSSProperties } from "react";
import { IgrDatePicker } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "full" });

function addDays(date: Date, days: number): Date {
  const next = new Date();
  next.setFullYear(date.getFullYear(), date.getMonth(), date.getDate() + days);
  next.setHours(0, 0, 0, 0);
  return next;
}

export default function DatePickerOverviewSample() {
  const [value, setValue] = useState<Date | null>(() => addDays(new Date(), 14));
  const [outlined, setOutlined] = useState(false);
  const [limits, setLimits] = useState(true);
  const [weekNumbers, setWeekNumbers] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const [disabled, setDisabled] = useState(false);

  const min = limits ? addDays(new Date(), 1) : null;
  const max = limits ? addDays(new Date(), 90) : null;

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
        <SwitchControl label="Next 90 days only (min / max)" checked={limits} onChange={setLimits} />
        <SwitchControl label="Week numbers" checked={weekNumbers} onChange={setWeekNumbers} />
        <SwitchControl label="Read-only" checked={readOnly} onChange={setReadOnly} />
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>
      <IgrDatePicker
        label="Departure date"
        value={value}
        min={min}
        max={max}
        outlined={outlined}
        showWeekNumbers={weekNumbers}
        readOnly={readOnly}
        disabled={disabled}
        style={{ width: 300 }}
        onChange={(e) => setValue(e.detail)}
      >
        <span slot="helper-text">{limits ? "Flights can be booked 1 to 90 days ahead." : "Any date."}</span>
      </IgrDatePicker>
      <StatusLine>
        Departure: <b>{value ? longDate.format(value) : "no date"}</b>. Type a date or open the calendar with the icon or Alt + ↓.
      </StatusLine>
    </div>
  );
}
