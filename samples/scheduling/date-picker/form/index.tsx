import { useMemo, useState, type CSSProperties, type FormEvent } from "react";
import { DateRangeType, IgrButton, IgrDatePicker, IgrInput } from "igniteui-react";
import { StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

function startOfToday(): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
}

// The component applies every new array or object it is given: one per module, not one per render.
const disabledDates = [{ type: DateRangeType.Weekends }];

// The date picker is a form control: it has a name, takes part in FormData and validates required, min, max and disabled dates.
export default function DatePickerFormSample() {
  const [result, setResult] = useState("Fill in the form and submit it.");
  // The picker applies every new date it is given: today's bounds once, not new dates per render.
  const { min, max } = useMemo(() => {
    const first = startOfToday();
    return { min: first, max: new Date(first.getFullYear(), first.getMonth() + 2, first.getDate()) };
  }, []);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const date = data.get("appointment");
    setResult(`Booked ${data.get("patient")} on ${date ? longDate.format(new Date(String(date))) : "?"} (FormData value: ${String(date)}).`);
  };

  return (
    <div style={page}>
      <form onSubmit={submit} onReset={() => setResult("Form reset.")} style={{ display: "flex", flexDirection: "column", gap: 16, maxWidth: 340 }}>
        <IgrInput name="patient" label="Patient name" required />
        <IgrDatePicker
          name="appointment"
          label="Appointment"
          required
          min={min}
          max={max}
          disabledDates={disabledDates}
        >
          <span slot="helper-text">A weekday within the next two months.</span>
          <span slot="value-missing">Choose a date for the appointment.</span>
          <span slot="range-underflow">The date cannot be in the past.</span>
          <span slot="range-overflow">Appointments open two months ahead.</span>
          <span slot="bad-input">The clinic is closed on weekends.</span>
        </IgrDatePicker>
        <div style={{ display: "flex", gap: 8 }}>
          <IgrButton type="submit">Book</IgrButton>
          <IgrButton type="reset" variant="outlined">
            Reset
          </IgrButton>
        </div>
      </form>
      <StatusLine>{result}</StatusLine>
    </div>
  );
}
