import { useState } from "react";
import { IgrButton, IgrCheckbox } from "igniteui-react";
import { EventLog, Page, Row, Section } from "../../_shared/page";

const chores = ["Water the plants", "Take out the recycling", "Feed the cat", "Pay the electricity bill"];

export default function CheckboxCheckingSample() {
  const [done, setDone] = useState<boolean[]>([true, false, false, false]);
  const [log, setLog] = useState<string[]>([]);

  const set = (i: number, checked: boolean) => {
    setDone((d) => d.map((v, j) => (j === i ? checked : v)));
    setLog((l) => [`igcChange: "${chores[i]}" checked = ${checked}`, ...l].slice(0, 10));
  };

  return (
    <Page>
      <Section title={`Chores: ${done.filter(Boolean).length} of ${chores.length} done`}>
        {chores.map((c, i) => (
          <IgrCheckbox key={c} checked={done[i] ?? false} onChange={(e) => set(i, e.detail.checked)}>
            <span style={{ textDecoration: done[i] ? "line-through" : "none" }}>{c}</span>
          </IgrCheckbox>
        ))}
        <Row>
          {/* Setting the checked prop from state changes the box without an igcChange event. */}
          <IgrButton variant="outlined" onClick={() => setDone(chores.map(() => true))}>
            Check all
          </IgrButton>
          <IgrButton variant="outlined" onClick={() => setDone(chores.map(() => false))}>
            Uncheck all
          </IgrButton>
        </Row>
      </Section>
      <EventLog entries={log} style={{ flex: 1 }} />
    </Page>
  );
}
