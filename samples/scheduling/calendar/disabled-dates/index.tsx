import { useMemo, useState } from "react";
import { DateRangeType, IgrCalendar, type DateRangeDescriptor } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";
import { dayOfMonth, page, row, shortDate, today } from "../_shared/dates";

// A clinic's appointment calendar: each switch adds one kind of DateRangeDescriptor to disabledDates.
export default function CalendarDisabledDatesSample() {
  const [weekends, setWeekends] = useState(true);
  const [past, setPast] = useState(true);
  const [holidays, setHolidays] = useState(true);
  const [closure, setClosure] = useState(true);
  const [value, setValue] = useState<Date | null>(null);

  // The calendar applies every new array it is given: a new one only when a switch changes.
  const disabled = useMemo(() => {
    const ranges: DateRangeDescriptor[] = [];
    if (weekends) ranges.push({ type: DateRangeType.Weekends });
    if (past) ranges.push({ type: DateRangeType.Before, dateRange: [today()] });
    if (holidays) ranges.push({ type: DateRangeType.Specific, dateRange: [dayOfMonth(12, 1), dayOfMonth(19, 1)] });
    if (closure) ranges.push({ type: DateRangeType.Between, dateRange: [dayOfMonth(22, 1), dayOfMonth(26, 1)] });
    return ranges;
  }, [weekends, past, holidays, closure]);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Weekends (Weekends)" checked={weekends} onChange={setWeekends} />
        <SwitchControl label="Past days (Before today)" checked={past} onChange={setPast} />
        <SwitchControl label="Holidays next month, 12th and 19th (Specific)" checked={holidays} onChange={setHolidays} />
        <SwitchControl label="Closed next month, 22nd to 26th (Between)" checked={closure} onChange={setClosure} />
      </ControlBar>
      <div style={row}>
        <IgrCalendar disabledDates={disabled} value={value} visibleMonths={2} hideHeader style={{ alignSelf: "flex-start" }} onChange={(e) => setValue(e.detail as Date)} />
        <StatusLine>
          Appointment: <b>{value ? shortDate.format(value) : "pick a free day"}</b>
          <br />
          Disabled days are greyed out and cannot be selected.
        </StatusLine>
      </div>
    </div>
  );
}
