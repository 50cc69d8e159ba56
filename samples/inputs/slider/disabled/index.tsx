import { useState } from "react";
import { IgrRangeSlider, IgrSlider } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

export default function SliderDisabledSample() {
  const [auto, setAuto] = useState(true);
  const [brightness, setBrightness] = useState(70);

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Automatic brightness" checked={auto} onChange={setAuto} />
      </ControlBar>
      <Section title="Screen brightness">
        {/* While automatic brightness is on, the manual slider is disabled. */}
        <IgrSlider aria-label="Brightness" value={brightness} disabled={auto} style={{ maxWidth: 480 }} onInput={(e) => setBrightness(e.detail)} />
        <div>{auto ? "Set automatically" : `Manual: ${brightness}%`}</div>
      </Section>
      <Section title="Always disabled">
        <IgrSlider aria-label="Disabled slider" value={30} disabled primaryTicks={5} style={{ maxWidth: 480, marginBottom: 28 }} />
        <IgrRangeSlider thumbLabelLower="From" thumbLabelUpper="To" lower={20} upper={60} disabled style={{ maxWidth: 480 }} />
      </Section>
    </Page>
  );
}
