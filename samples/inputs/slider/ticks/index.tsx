import { useState } from "react";
import { IgrSlider } from "igniteui-react";
import { ControlBar, SliderControl, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Orientation = "end" | "mirror" | "start";

export default function SliderTicksSample() {
  const [primary, setPrimary] = useState(5);
  const [secondary, setSecondary] = useState(4);
  const [orientation, setOrientation] = useState<Orientation>("end");

  return (
    <Page>
      <ControlBar>
        <SliderControl label="Primary ticks" value={primary} min={0} max={11} onChange={setPrimary} />
        <SliderControl label="Secondary ticks (between primaries)" value={secondary} min={0} max={9} onChange={setSecondary} />
        <ToggleGroup label="Tick orientation" value={orientation} options={["end", "mirror", "start"] as Orientation[]} onChange={setOrientation} />
      </ControlBar>
      <Section title="Distance (km)">
        <div style={{ padding: "32px 0" }}>
          <IgrSlider aria-label="Distance" min={0} max={40} value={12} primaryTicks={primary} secondaryTicks={secondary} tickOrientation={orientation} style={{ maxWidth: 640 }} />
        </div>
      </Section>
    </Page>
  );
}
