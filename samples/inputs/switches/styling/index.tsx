import { IgrSwitch } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import "./switches-styling.css";

function Switches() {
  return (
    <div style={{ display: "flex", gap: 24, flexWrap: "wrap" }}>
      <IgrSwitch checked>Online</IgrSwitch>
      <IgrSwitch>Offline</IgrSwitch>
      <IgrSwitch checked disabled>
        Locked
      </IgrSwitch>
    </div>
  );
}

export default function SwitchStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <Switches />
      </Section>
      <Section title="Styled with --ig-switch-* tokens: green when on, red when off">
        <div className="switches-styling-custom">
          <Switches />
        </div>
      </Section>
    </Page>
  );
}
