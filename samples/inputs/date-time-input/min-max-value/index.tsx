import { useState } from "react";
import { IgrButton, IgrDateTimeInput } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";

const fmt = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });
const min = new Date(2025, 6, 1);
const max = new Date(2025, 7, 31);

export default function DateTimeInputMinMaxSample() {
  const [value, setValue] = useState<Date | null>(new Date(2025, 6, 15));
  const [result, setResult] = useState<string>();

  return (
    <Page>
      <Section title={`Summer camp: pick a day between ${fmt.format(min)} and ${fmt.format(max)}`}>
        {/* Out-of-range values make the input invalid and show the range slots. */}
        <form
          style={{ display: "flex", flexDirection: "column", gap: 12, maxWidth: 560 }}
          onSubmit={(e) => {
            e.preventDefault();
            const data = new FormData(e.currentTarget);
            setResult(`Submitted arrival = ${String(data.get("arrival"))}`);
          }}
        >
          <IgrDateTimeInput
            name="arrival"
            label="Arrival"
            inputFormat="dd/MM/yyyy"
            min={min}
            max={max}
            value={value}
            required
            onChange={(e) => setValue(e.detail)}
          >
            <span slot="helper-text">Between 1 July and 31 August 2025</span>
            <span slot="range-underflow">The camp opens on {fmt.format(min)}.</span>
            <span slot="range-overflow">The camp closes on {fmt.format(max)}.</span>
            <span slot="value-missing">Please enter an arrival date.</span>
          </IgrDateTimeInput>
          <Row>
            <IgrButton type="submit">Book</IgrButton>
            <IgrButton variant="outlined" onClick={() => setValue(new Date(2025, 5, 20))}>
              Try 20 June (too early)
            </IgrButton>
            <IgrButton variant="outlined" onClick={() => setValue(new Date(2025, 8, 5))}>
              Try 5 Sep (too late)
            </IgrButton>
          </Row>
        </form>
        <div>{result ?? "A form with an out-of-range date does not submit."}</div>
      </Section>
    </Page>
  );
}
