import { useState } from "react";
import { IgrRadio, IgrRadioGroup } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

const seats = [
  { value: "12A", note: "window", taken: false },
  { value: "12B", note: "middle", taken: true },
  { value: "12C", note: "aisle", taken: false },
  { value: "12D", note: "aisle", taken: true },
];

export default function RadioDisabledSample() {
  const [seat, setSeat] = useState("12A");
  const [locked, setLocked] = useState(false);

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Check-in closed (disable all)" checked={locked} onChange={setLocked} />
      </ControlBar>
      <Section title="Choose a seat">
        {/* Taken seats are disabled; closing check-in disables every radio. */}
        <IgrRadioGroup name="seat" value={seat}>
          {seats.map((s) => (
            <IgrRadio key={s.value} value={s.value} checked={s.value === seat} disabled={locked || s.taken} onChange={(e) => e.detail.checked && setSeat(s.value)}>
              {s.value} ({s.note}){s.taken ? " – taken" : ""}
            </IgrRadio>
          ))}
        </IgrRadioGroup>
        <div>
          Your seat: <b>{seat}</b>
        </div>
      </Section>
    </Page>
  );
}
