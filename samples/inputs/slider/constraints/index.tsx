import { useState } from "react";
import { IgrSlider } from "igniteui-react";
import { ControlBar, SliderControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

export default function SliderConstraintsSample() {
  const [lowerBound, setLowerBound] = useState(20);
  const [upperBound, setUpperBound] = useState(80);
  const [value, setValue] = useState(50);

  return (
    <Page>
      <ControlBar>
        <SliderControl label="Lower bound" value={lowerBound} min={0} max={100} onChange={(v) => setLowerBound(Math.min(v, upperBound))} />
        <SliderControl label="Upper bound" value={upperBound} min={0} max={100} onChange={(v) => setUpperBound(Math.max(v, lowerBound))} />
      </ControlBar>
      <Section title="Battery charge limit">
        <p style={{ margin: 0, maxWidth: 640 }}>
          The track shows the full 0–100 % scale (min and max), but the thumb cannot leave the range between lowerBound and upperBound.
        </p>
        <IgrSlider
          aria-label="Charge limit"
          min={0}
          max={100}
          lowerBound={lowerBound}
          upperBound={upperBound}
          value={value}
          primaryTicks={11}
          style={{ maxWidth: 560, marginBottom: 28 }}
          onInput={(e) => setValue(e.detail)}
        />
        <div>
          Value: <b>{value}%</b> (allowed {lowerBound}–{upperBound}%)
        </div>
      </Section>
    </Page>
  );
}
