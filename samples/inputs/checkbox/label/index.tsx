import { useState } from "react";
import { IgrCheckbox } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Position = "after" | "before";

export default function CheckboxLabelSample() {
  const [position, setPosition] = useState<Position>("before");

  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Label position" value={position} options={["before", "after"] as Position[]} onChange={setPosition} />
      </ControlBar>
      <Section title="Notification settings">
        <div style={{ display: "flex", flexDirection: "column", gap: 8, alignItems: position === "before" ? "flex-end" : "flex-start", maxWidth: 360 }}>
          <IgrCheckbox labelPosition={position} checked>
            Email notifications
          </IgrCheckbox>
          <IgrCheckbox labelPosition={position}>Push notifications</IgrCheckbox>
          <IgrCheckbox labelPosition={position}>SMS alerts</IgrCheckbox>
        </div>
      </Section>
      <Section title="Rich label content">
        <IgrCheckbox labelPosition={position}>
          I have read the <a href="#privacy" onClick={(e) => e.preventDefault()}>privacy policy</a>
        </IgrCheckbox>
        {/* Without slotted text, give the checkbox an accessible name. */}
        <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
          <IgrCheckbox aria-label="Select row" />
          <span>No label: aria-label names it for screen readers</span>
        </div>
      </Section>
    </Page>
  );
}
