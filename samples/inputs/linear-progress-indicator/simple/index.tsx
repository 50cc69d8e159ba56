import { useState } from "react";
import { IgrLinearProgress } from "igniteui-react";
import { ControlBar, SelectControl, SliderControl, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Align = "top-start" | "top" | "top-end" | "bottom-start" | "bottom" | "bottom-end";
const aligns: Align[] = ["top-start", "top", "top-end", "bottom-start", "bottom", "bottom-end"];

export default function LinearProgressSimpleSample() {
  const [value, setValue] = useState(45);
  const [align, setAlign] = useState<Align>("top-end");
  const [hideLabel, setHideLabel] = useState(false);

  return (
    <Page>
      <ControlBar>
        <SliderControl label="Value" value={value} min={0} max={100} onChange={setValue} />
        <SelectControl label="Label align" value={align} options={aligns} onChange={setAlign} />
        <SwitchControl label="Hide label" checked={hideLabel} onChange={setHideLabel} />
      </ControlBar>
      <Section title="Course progress">
        <div style={{ maxWidth: 560 }}>
          <IgrLinearProgress value={value} labelAlign={align} hideLabel={hideLabel} />
        </div>
      </Section>
      <Section title="A custom label format: {0} is the value, {1} the max">
        <div style={{ maxWidth: 560 }}>
          <IgrLinearProgress value={Math.round((value / 100) * 24)} max={24} labelFormat="Lesson {0} of {1}" labelAlign={align} hideLabel={hideLabel} />
        </div>
      </Section>
    </Page>
  );
}
