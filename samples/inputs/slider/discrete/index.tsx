import { useState } from "react";
import { IgrSlider } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

export default function SliderDiscreteSample() {
  const [step, setStep] = useState(5);
  const [discreteTrack, setDiscreteTrack] = useState(true);
  const [value, setValue] = useState(30);

  return (
    <Page>
      <ControlBar>
        <SliderControl label="Step" value={step} min={1} max={25} onChange={setStep} />
        <SwitchControl label="Discrete track (show steps)" checked={discreteTrack} onChange={setDiscreteTrack} />
      </ControlBar>
      <Section title="Tip percentage">
        {/* With a step the thumb snaps to multiples of it; discreteTrack draws the step marks. */}
        <IgrSlider aria-label="Tip" min={0} max={50} step={step} discreteTrack={discreteTrack} value={value} style={{ maxWidth: 560 }} onInput={(e) => setValue(e.detail)} />
        <div>
          Tip: <b>{value}%</b> of $80.00 = <b>${((80 * value) / 100).toFixed(2)}</b>
        </div>
      </Section>
      <Section title="Continuous (step = 0)">
        <IgrSlider aria-label="Continuous" min={0} max={1} step={0} value={0.37} style={{ maxWidth: 560 }} />
      </Section>
    </Page>
  );
}
