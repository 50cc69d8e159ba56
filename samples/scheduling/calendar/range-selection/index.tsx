import { useState } from "react";
import { IgrCalendar } from "igniteui-react";
import { StatusLine } from "../../../_shared/controls";
import { addDays, page, shortDate, today } from "../_shared/dates";

function range(start: Date, nights: number): Date[] {
  return Array.from({ length: nights + 1 }, (_, i) => addDays(start, i));
}

// Range selection: the first click sets the start, the second the end; the calendar reports every day between.
export default function CalendarRangeSelectionSample() {
  const [dates, setDates] = useState<Date[]>(() => range(addDays(today(), 3), 4));

  const first = dates[0];
  const last = dates[dates.length - 1];
  const nights = Math.max(0, dates.length - 1);
  const price = nights * 120;

  return (
    <div style={page}>
      <StatusLine>
        {first && last && nights > 0 ? (
          <>
            Check-in <b>{shortDate.format(first)}</b>, check-out <b>{shortDate.format(last)}</b>: {nights} night(s), <b>${price}</b> at $120 a
            night.
          </>
        ) : (
          "Click a check-in day, then a check-out day."
        )}
      </StatusLine>
      <IgrCalendar selection="range" visibleMonths={2} values={dates} style={{ alignSelf: "flex-start" }} onChange={(e) => setDates(Array.isArray(e.detail) ? [...e.detail] : [])} />
    </div>
  );
}
