import { useState } from "react";
import { IgrButton, IgrSwitch } from "igniteui-react";
import { EventLog, Page, Row, Section } from "../../_shared/page";

const settings = ["Wi-Fi", "Bluetooth", "Airplane mode", "Location"];

export default function SwitchCheckingSample() {
  const [state, setState] = useState<boolean[]>([true, true, false, false]);
  const [log, setLog] = useState<string[]>([]);

  const set = (i: number, checked: boolean) => {
    setState((s) => {
      const next = s.map((v, j) => (j === i ? checked : v));
      // Airplane mode turns the radios off.
      if (settings[i] === "Airplane mode" && checked) return next.map((v, j) => (j < 2 ? false : v));
      return next;
    });
    setLog((l) => [`igcChange: ${settings[i]} → ${checked ? "on" : "off"}`, ...l].slice(0, 10));
  };

  return (
    <Page>
      <Section title="Quick settings">
        {settings.map((s, i) => (
          <IgrSwitch key={s} checked={state[i] ?? false} onChange={(e) => set(i, e.detail.checked)}>
            {s}
          </IgrSwitch>
        ))}
        <Row>
          <IgrButton variant="outlined" onClick={() => setState(settings.map(() => false))}>
            All off
          </IgrButton>
          <IgrButton variant="outlined" onClick={() => setState((s) => s.map((v) => !v))}>
            Invert
          </IgrButton>
        </Row>
      </Section>
      <EventLog entries={log} style={{ flex: 1 }} />
    </Page>
  );
}
