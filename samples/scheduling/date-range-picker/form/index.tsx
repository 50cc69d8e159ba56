import { useMemo, useState, type CSSProperties, type FormEvent } from "react";
import { IgrButton, IgrDateRangePicker, IgrInput, IgrSelect, IgrSelectItem } from "igniteui-react";
import { StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

function startOfToday(): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
}

// A leave request: the range picker is a named, required form control with min and max dates.
export default function DateRangePickerFormSample() {
  const [result, setResult] = useState("Fill in the request and submit it.");
  // The picker applies every new date it is given: today's bounds once, not new dates per render.
  const { min, max } = useMemo(() => {
    const first = startOfToday();
    return { min: first, max: new Date(first.getFullYear() + 1, first.getMonth(), first.getDate()) };
  }, []);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    // Two inputs submit the range as two entries under the same name.
    const range = data.getAll("leave").map(String);
    setResult(`${data.get("employee")} requested ${data.get("kind")} leave: ${range.join(" to ")}.`);
  };

  return (
    <div style={page}>
      <form onSubmit={submit} onReset={() => setResult("Form reset.")} style={{ display: "flex", flexDirection: "column", gap: 16, maxWidth: 520 }}>
        <IgrInput name="employee" label="Employee" required />
        <IgrSelect name="kind" label="Kind of leave" value="annual">
          <IgrSelectItem value="annual">Annual</IgrSelectItem>
          <IgrSelectItem value="parental">Parental</IgrSelectItem>
          <IgrSelectItem value="unpaid">Unpaid</IgrSelectItem>
        </IgrSelect>
        <IgrDateRangePicker name="leave" labelStart="First day" labelEnd="Last day" useTwoInputs required min={min} max={max}>
          <span slot="helper-text">Within the next 12 months.</span>
          <span slot="value-missing">Both the first and the last day are required.</span>
          <span slot="range-underflow">Leave cannot start in the past.</span>
          <span slot="range-overflow">Leave can be requested up to a year ahead.</span>
        </IgrDateRangePicker>
        <div style={{ display: "flex", gap: 8 }}>
          <IgrButton type="submit">Submit request</IgrButton>
          <IgrButton type="reset" variant="outlined">
            Reset
          </IgrButton>
        </div>
      </form>
      <StatusLine>{result}</StatusLine>
    </div>
  );
}
