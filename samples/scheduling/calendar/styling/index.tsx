import { IgrCalendar } from "igniteui-react";
import { addDays, page, row, today } from "../_shared/dates";
import "./styling.css";

export default function CalendarStylingSample() {
  return (
    <div style={page}>
      <div style={row}>
        <IgrCalendar className="styling-calendar" value={addDays(today(), 2)} />
      </div>
    </div>
  );
}
