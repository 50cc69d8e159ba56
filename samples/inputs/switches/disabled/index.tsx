import { useState } from "react";
import { IgrSwitch } from "igniteui-react";
import { Page, Section } from "../../_shared/page";

export default function SwitchDisabledSample() {
  const [notifications, setNotifications] = useState(true);
  return (
    <Page>
      <Section title="Notifications">
        <IgrSwitch checked={notifications} onChange={(e) => setNotifications(e.detail.checked)}>
          Allow notifications
        </IgrSwitch>
        {/* The dependent options are disabled while notifications are off. */}
        <div style={{ display: "flex", flexDirection: "column", gap: 8, paddingLeft: 24 }}>
          <IgrSwitch disabled={!notifications} checked>
            Sounds
          </IgrSwitch>
          <IgrSwitch disabled={!notifications}>Badges on the app icon</IgrSwitch>
          <IgrSwitch disabled={!notifications} checked>
            Show previews
          </IgrSwitch>
        </div>
      </Section>
      <Section title="Disabled states">
        <IgrSwitch disabled>Disabled, off</IgrSwitch>
        <IgrSwitch disabled checked>
          Disabled, on
        </IgrSwitch>
      </Section>
    </Page>
  );
}
