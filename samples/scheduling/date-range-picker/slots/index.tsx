import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrDateRangePicker, type DateRangeValue } from "igniteui-react";
import { StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const icon = (name: string, slot: string) => (
  <span slot={slot} className="material-icons" style={{ fontSize: 20 }}>
    {name}
  </span>
);

function fromToday(days: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + days);
  return d;
}

// The picker's slots filled with custom content: prefixes, icons, separator, title, header and actions.
export default function DateRangePickerSlotsSample() {
  const picker = useRef<IgrDateRangePicker>(null);
  const [value, setValue] = useState<DateRangeValue | null>(() => ({ start: fromToday(3), end: fromToday(6) }));

  return (
    <div style={page}>
      <StatusLine>The two inputs, their icons, the separator and the calendar's title, header and action area are all slotted content.</StatusLine>
      <IgrDateRangePicker ref={picker} open keepOpenOnOutsideClick useTwoInputs labelStart="Pick-up" labelEnd="Drop-off" value={value} style={{ width: 560 }} onChange={(e) => setValue(e.detail)}>
        {icon("flight_land", "prefix-start")}
        {icon("flight_takeoff", "prefix-end")}
        {icon("event", "calendar-icon-start")}
        {icon("event", "calendar-icon-end")}
        {icon("event_available", "calendar-icon-open-start")}
        {icon("event_available", "calendar-icon-open-end")}
        <span slot="separator" className="material-icons" style={{ margin: "0 8px", opacity: 0.75 }}>
          arrow_forward
        </span>
        <span slot="title">Car rental</span>
        <span slot="header-date">{value?.start && value.end ? `${day.format(value.start)} – ${day.format(value.end)}` : "Choose your dates"}</span>
        <div slot="actions" style={{ display: "flex", gap: 8 }}>
          <IgrButton variant="flat" onClick={() => setValue({ start: fromToday(1), end: fromToday(3) })}>
            Weekend trip
          </IgrButton>
          <IgrButton variant="flat" onClick={() => void picker.current?.hide()}>
            Done
          </IgrButton>
        </div>
      </IgrDateRangePicker>
    </div>
  );
}
