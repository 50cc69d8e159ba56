import { useState } from "react";
import { IgrCalendar, type WeekDays } from "igniteui-react";
import { ControlBar, SelectControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { page, row, shortDate, today } from "../_shared/dates";

/** The ISO 8601 week number of a date. */
function isoWeek(date: Date): number {
  const d = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  return Math.ceil(((d.getTime() - yearStart.getTime()) / 86400000 + 1) / 7);
}

export default function CalendarWeekNumbersSample() {
  const [show, setShow] = useState(true);
  const [weekStart, setWeekStart] = useState<WeekDays>("monday");
  const [value, setValue] = useState<Date>(() => today());

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Show week numbers" checked={show} onChange={setShow} />
        <SelectControl
          label="Week starts on"
          value={weekStart}
          options={[
            { value: "monday", text: "Monday" },
            { value: "sunday", text: "Sunday" },
            { value: "saturday", text: "Saturday" },
          ]}
          onChange={setWeekStart}
        />
      </ControlBar>
      <StatusLine>
        {shortDate.format(value)} is in ISO week <b>{isoWeek(value)}</b>.
      </StatusLine>
      <div style={row}>
        <IgrCalendar showWeekNumbers={show} weekStart={weekStart} value={value} visibleMonths={2} hideHeader onChange={(e) => e.detail && setValue(e.detail as Date)} />
      </div>
    </div>
  );
}
