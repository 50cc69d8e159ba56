import { useState, type CSSProperties } from "react";
import { IgrButton } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

const notes = ["Buy milk", "Call the dentist"];

export default function ButtonFabSample() {
  const [items, setItems] = useState(notes);
  const [extended, setExtended] = useState(true);

  const add = () => setItems((list) => [...list, `Note ${list.length + 1}`]);

  // The floating action button sits in the bottom-right corner of its panel.
  const fab: CSSProperties = { position: "absolute", right: 16, bottom: 16 };

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Extended (with label)" checked={extended} onChange={setExtended} />
      </ControlBar>
      <Section title="Notes" style={{ flex: 1, minHeight: 300 }}>
        <div style={{ position: "relative", flex: 1, border: "1px solid rgba(128,128,128,0.35)", borderRadius: 4, padding: 12 }}>
          <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
            {items.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <IgrButton variant="fab" style={fab} onClick={add} aria-label="Add note">
            <span slot="prefix" className="material-icons">
              add
            </span>
            {extended && "Add note"}
          </IgrButton>
        </div>
      </Section>
    </Page>
  );
}
