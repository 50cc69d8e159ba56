import { useRef, useState } from "react";
import { IgrButton, IgrCombo } from "igniteui-react";
import { EventLog, Page, Row, Section } from "../../_shared/page";
import { cities, type City } from "../_shared/cities";

export default function ComboSelectionSample() {
  const combo = useRef<IgrCombo>(null);
  const [log, setLog] = useState<string[]>([]);
  const [selection, setSelection] = useState<string[]>(["LIS", "TYO"]);

  const note = (text: string) => setLog((l) => [text, ...l].slice(0, 12));
  // The API calls select() and deselect() do not fire igcChange, so read the value back.
  const sync = () => setSelection([...(combo.current?.value ?? [])] as string[]);

  const run = (label: string, action: (c: IgrCombo) => void) => () => {
    if (!combo.current) return;
    action(combo.current);
    sync();
    note(`${label} → [${(combo.current.value as string[]).join(", ")}]`);
  };

  return (
    <Page>
      <Section title="Select from code">
        <Row>
          <IgrButton onClick={run("select(['TYO','SEL'])", (c) => c.select(["TYO", "SEL"]))}>Select Tokyo and Seoul</IgrButton>
          <IgrButton onClick={run("select(Europe)", (c) => c.select(cities.filter((x) => x.continent === "Europe").map((x) => x.id)))}>
            Select Europe
          </IgrButton>
          <IgrButton variant="outlined" onClick={run("deselect(['TYO'])", (c) => c.deselect(["TYO"]))}>
            Deselect Tokyo
          </IgrButton>
          <IgrButton variant="outlined" onClick={run("select()", (c) => c.select())}>
            Select all
          </IgrButton>
          <IgrButton variant="flat" onClick={run("deselect()", (c) => c.deselect())}>
            Deselect all
          </IgrButton>
        </Row>
        <IgrCombo
          ref={combo}
          style={{ maxWidth: 480 }}
          label="Cities"
          data={cities}
          valueKey="id"
          displayKey="name"
          groupKey="continent"
          value={selection}
          onChange={(e) => {
            note(`igcChange (${e.detail.type}): ${e.detail.items.map((i: City) => i.name).join(", ")}`);
            setSelection(e.detail.newValue as string[]);
          }}
        />
        <div>
          Value: <code>[{selection.join(", ")}]</code>
        </div>
      </Section>
      <EventLog entries={log} style={{ flex: 1 }} />
    </Page>
  );
}
