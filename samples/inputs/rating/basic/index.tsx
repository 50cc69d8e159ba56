import { useState } from "react";
import { IgrRating } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

export default function RatingBasicSample() {
  const [value, setValue] = useState(3.5);
  const [hover, setHover] = useState<number>();
  const [max, setMax] = useState(5);
  const [step, setStep] = useState<"1" | "0.5" | "0.1">("0.5");
  const [hoverPreview, setHoverPreview] = useState(true);
  const [readOnly, setReadOnly] = useState(false);
  const [disabled, setDisabled] = useState(false);
  const [allowReset, setAllowReset] = useState(true);

  return (
    <Page>
      <ControlBar>
        <SliderControl label="Max" value={max} min={3} max={10} onChange={setMax} />
        <ToggleGroup label="Step" value={step} options={["1", "0.5", "0.1"] as const} onChange={setStep} />
        <SwitchControl label="Hover preview" checked={hoverPreview} onChange={setHoverPreview} />
        <SwitchControl label="Allow reset" checked={allowReset} onChange={setAllowReset} />
        <SwitchControl label="Read-only" checked={readOnly} onChange={setReadOnly} />
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>
      <Section title="Rate this recipe">
        <IgrRating
          label="Lemon drizzle cake"
          value={value}
          max={max}
          step={Number(step)}
          hoverPreview={hoverPreview}
          allowReset={allowReset}
          readOnly={readOnly}
          disabled={disabled}
          valueFormat="{0} of {1} stars"
          onChange={(e) => setValue(e.detail)}
          onHover={(e) => setHover(e.detail)}
          onMouseLeave={() => setHover(undefined)}
        />
        <div>
          Value: <b>{value}</b> of {max}
          {hover !== undefined && hoverPreview && <> · hovering {hover}</>}
        </div>
        <small style={{ opacity: 0.75 }}>Click a star, or focus the rating and use the arrow keys. With allow reset, clicking the current value clears it.</small>
      </Section>
    </Page>
  );
}
