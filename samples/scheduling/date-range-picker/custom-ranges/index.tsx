import { useState, type CSSProperties } from "react";
import { IgrDateRangePicker, type CustomDateRange, type DateRangeValue } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

function startOfToday(): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
}

function shift(date: Date, days: number): Date {
  const d = new Date(date);
  d.setDate(d.getDate() + days);
  return d;
}

// Report periods offered as chips in the picker, next to (or instead of) the built-in ones.
function reportRanges(): CustomDateRange[] {
  const today = startOfToday();
  const quarterStart = new Date(today.getFullYear(), Math.floor(today.getMonth() / 3) * 3, 1);
  return [
    { label: "Last 14 days", dateRange: { start: shift(today, -13), end: today } },
    { label: "This quarter", dateRange: { start: quarterStart, end: today } },
    { label: "Year to date", dateRange: { start: new Date(today.getFullYear(), 0, 1), end: today } },
    { label: "Next sprint", dateRange: { start: shift(today, 1), end: shift(today, 14) } },
  ];
}

export default function DateRangePickerCustomRangesSample() {
  const [predefined, setPredefined] = useState(true);
  const [custom, setCustom] = useState(true);
  const [value, setValue] = useState<DateRangeValue | null>(null);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Predefined ranges" checked={predefined} onChange={setPredefined} />
        <SwitchControl label="Custom report ranges" checked={custom} onChange={setCustom} />
      </ControlBar>
      <IgrDateRangePicker
        label="Report period"
        usePredefinedRanges={predefined}
        customRanges={custom ? reportRanges() : []}
        value={value}
        open
        keepOpenOnOutsideClick
        style={{ width: 340 }}
        onChange={(e) => setValue(e.detail)}
      />
      <StatusLine>
        Report period:{" "}
        <b>{value?.start && value.end ? `${day.format(value.start)} – ${day.format(value.end)}` : "pick a range or a chip"}</b>
      </StatusLine>
    </div>
  );
}
