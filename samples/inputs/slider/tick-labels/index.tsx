import { useState } from "react";
import { IgrSlider } from "igniteui-react";
import { ControlBar, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Rotation = "0" | "90" | "-90";

// The component applies every new array or object it is given: one per module, not one per render.
const valueFormatOptions = { useGrouping: false };

export default function SliderTickLabelsSample() {
  const [rotation, setRotation] = useState<Rotation>("90");
  const [hidePrimary, setHidePrimary] = useState(false);
  const [hideSecondary, setHideSecondary] = useState(true);

  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Label rotation" value={rotation} options={["0", "90", "-90"] as Rotation[]} onChange={setRotation} />
        <SwitchControl label="Hide primary labels" checked={hidePrimary} onChange={setHidePrimary} />
        <SwitchControl label="Hide secondary labels" checked={hideSecondary} onChange={setHideSecondary} />
      </ControlBar>
      <Section title="Release year">
        <div style={{ padding: "16px 24px 56px" }}>
          <IgrSlider
            aria-label="Year"
            // max before min: each is checked against the other as it is set.
            max={2020}
            min={1960}
            step={1}
            value={1985}
            primaryTicks={7}
            secondaryTicks={1}
            tickLabelRotation={Number(rotation) as 0 | 90 | -90}
            hidePrimaryLabels={hidePrimary}
            hideSecondaryLabels={hideSecondary}
            valueFormatOptions={valueFormatOptions}
            style={{ maxWidth: 640 }}
          />
        </div>
      </Section>
    </Page>
  );
}
