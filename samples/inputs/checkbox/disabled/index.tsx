import { useState } from "react";
import { IgrCheckbox } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

export default function CheckboxDisabledSample() {
  const [premium, setPremium] = useState(false);

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Premium plan" checked={premium} onChange={setPremium} />
      </ControlBar>
      <Section title="Backup options">
        <IgrCheckbox checked>Daily backup</IgrCheckbox>
        {/* Premium-only options are disabled until the plan is switched on. */}
        <IgrCheckbox disabled={!premium}>Hourly backup (premium)</IgrCheckbox>
        <IgrCheckbox disabled={!premium} checked>
          Off-site copy (premium)
        </IgrCheckbox>
      </Section>
      <Section title="Disabled states">
        <IgrCheckbox disabled>Disabled, unchecked</IgrCheckbox>
        <IgrCheckbox disabled checked>
          Disabled, checked
        </IgrCheckbox>
        <IgrCheckbox disabled indeterminate>
          Disabled, indeterminate
        </IgrCheckbox>
      </Section>
    </Page>
  );
}
