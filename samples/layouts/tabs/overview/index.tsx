import { useState, type CSSProperties } from "react";
import { IgrInput, IgrSwitch, IgrTab, IgrTabs, type TabsActivation } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl, ToggleGroup } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const body: CSSProperties = { display: "flex", flexDirection: "column", gap: 12, padding: "16px 4px", maxWidth: 420 };

export default function TabsOverviewSample() {
  const [activation, setActivation] = useState<TabsActivation>("auto");
  const [billingDisabled, setBillingDisabled] = useState(true);
  const [selected, setSelected] = useState("Profile");

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Activation (keyboard)" value={activation} options={["auto", "manual"] as const} onChange={setActivation} />
        <SwitchControl label="Disable the Billing tab" checked={billingDisabled} onChange={setBillingDisabled} />
      </ControlBar>
      <StatusLine>
        Selected tab: <b>{selected}</b>.{" "}
        {activation === "auto" ? "Arrow keys select tabs as they move." : "Arrow keys move the focus; Enter or Space selects."}
      </StatusLine>
      <IgrTabs activation={activation} style={{ maxWidth: 760 }} onChange={(e) => setSelected(e.detail.label || "")}>
        <IgrTab label="Profile" selected>
          <div style={body}>
            <IgrInput label="Display name" value="Maya Chen" />
            <IgrInput label="Job title" value="Product manager" />
          </div>
        </IgrTab>
        <IgrTab label="Notifications">
          <div style={body}>
            <IgrSwitch checked>Email me about new comments</IgrSwitch>
            <IgrSwitch>Weekly summary</IgrSwitch>
            <IgrSwitch checked>Mentions in chat</IgrSwitch>
          </div>
        </IgrTab>
        <IgrTab label="Security">
          <div style={body}>
            <p style={{ margin: 0 }}>Two-factor authentication is on. Last sign-in: today at 08:42 from Berlin.</p>
          </div>
        </IgrTab>
        <IgrTab label="Billing" disabled={billingDisabled}>
          <div style={body}>
            <p style={{ margin: 0 }}>Plan: Team, billed yearly. Next invoice on March 1.</p>
          </div>
        </IgrTab>
      </IgrTabs>
    </div>
  );
}
