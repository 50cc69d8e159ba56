import { useState } from "react";
import { IgrSwitch } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Position = "after" | "before";

export default function SwitchLabelSample() {
  const [position, setPosition] = useState<Position>("before");
  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Label position" value={position} options={["before", "after"] as Position[]} onChange={setPosition} />
      </ControlBar>
      <Section title="Privacy">
        <div style={{ display: "flex", flexDirection: "column", gap: 10, alignItems: position === "before" ? "flex-end" : "flex-start", maxWidth: 360 }}>
          <IgrSwitch labelPosition={position} checked>
            Share usage data
          </IgrSwitch>
          <IgrSwitch labelPosition={position}>Personalised ads</IgrSwitch>
          <IgrSwitch labelPosition={position} checked>
            Show my profile in search
          </IgrSwitch>
        </div>
      </Section>
      <Section title="Without visible label">
        <div style={{ display: "flex", alignItems: "center", gap: 12 }}>
          <span>Dark mode</span>
          <IgrSwitch aria-label="Dark mode" />
        </div>
      </Section>
    </Page>
  );
}
