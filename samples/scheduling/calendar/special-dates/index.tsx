import { useMemo, useState } from "react";
import { DateRangeType, IgrCalendar, type DateRangeDescriptor } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { dayOfMonth, page, row, shortDate } from "../_shared/dates";

const events = [
  { day: 5, title: "Team offsite" },
  { day: 14, title: "Product launch" },
  { day: 21, title: "Board meeting" },
];

// Special dates are highlighted but stay selectable, unlike disabled dates.
export default function CalendarSpecialDatesSample() {
  const [showEvents, setShowEvents] = useState(true);
  const [showConference, setShowConference] = useState(true);
  const [value, setValue] = useState<Date>(() => dayOfMonth(14));

  // The calendar applies every new array it is given: a new one only when a switch changes.
  const special = useMemo(() => {
    const ranges: DateRangeDescriptor[] = [];
    if (showEvents) ranges.push({ type: DateRangeType.Specific, dateRange: events.map((e) => dayOfMonth(e.day)) });
    if (showConference) ranges.push({ type: DateRangeType.Between, dateRange: [dayOfMonth(9), dayOfMonth(11)] });
    return ranges;
  }, [showEvents, showConference]);

  const picked = events.find((e) => dayOfMonth(e.day).getTime() === value.getTime());
  const inConference = showConference && value >= dayOfMonth(9) && value <= dayOfMonth(11);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Events (Specific)" checked={showEvents} onChange={setShowEvents} />
        <SwitchControl label="Conference 9th to 11th (Between)" checked={showConference} onChange={setShowConference} />
      </ControlBar>
      <div style={row}>
        <IgrCalendar specialDates={special} value={value} style={{ width: 380 }} onChange={(e) => e.detail && setValue(e.detail as Date)} />
        <div>
          <b>{shortDate.format(value)}</b>
          <div>{picked && showEvents ? picked.title : inConference ? "Design conference" : "No event"}</div>
          <h4 style={{ marginBottom: 4 }}>This month</h4>
          <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
            {events.map((e) => (
              <li key={e.day}>
                {shortDate.format(dayOfMonth(e.day))}: {e.title}
              </li>
            ))}
            <li>9th to 11th: Design conference</li>
          </ul>
        </div>
      </div>
    </div>
  );
}
