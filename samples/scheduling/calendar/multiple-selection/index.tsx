import { useState } from "react";
import { IgrButton, IgrCalendar } from "igniteui-react";
import { ControlBar, StatusLine } from "../../../_shared/controls";
import { dayOfMonth, page, row, shortDate } from "../_shared/dates";

/** Every given weekday (0 = Sunday) of the current month. */
function weekdaysOfMonth(weekday: number): Date[] {
  const first = dayOfMonth(1);
  const days: Date[] = [];
  for (let d = new Date(first); d.getMonth() === first.getMonth(); d.setDate(d.getDate() + 1)) {
    if (d.getDay() === weekday) days.push(new Date(d));
  }
  return days;
}

// Multiple selection: each click adds or removes one date.
export default function CalendarMultipleSelectionSample() {
  const [dates, setDates] = useState<Date[]>(() => [dayOfMonth(3), dayOfMonth(10), dayOfMonth(17)]);

  const sorted = [...dates].sort((a, b) => a.getTime() - b.getTime());

  return (
    <div style={page}>
      <ControlBar>
        <IgrButton variant="outlined" onClick={() => setDates(weekdaysOfMonth(1))}>
          Every Monday
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => setDates(weekdaysOfMonth(5))}>
          Every Friday
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => setDates([])}>
          Clear
        </IgrButton>
      </ControlBar>
      <div style={row}>
        <IgrCalendar selection="multiple" values={dates} style={{ width: 380 }} onChange={(e) => setDates(Array.isArray(e.detail) ? [...e.detail] : [])} />
        <div>
          <StatusLine>
            <b>{sorted.length}</b> yoga class(es) booked:
          </StatusLine>
          <ul style={{ margin: "8px 0 0", paddingLeft: 20, lineHeight: 1.8 }}>
            {sorted.map((d) => (
              <li key={d.getTime()}>{shortDate.format(d)}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
