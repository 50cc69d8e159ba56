import { useMemo, useRef, useState } from "react";
import { DatePart, IgrButton, IgrDateTimeInput, IgrIconButton } from "igniteui-react";
import { ControlBar, SelectControl, SliderControl, SwitchControl } from "../../../_shared/controls";
import { Icon, Page, Row, Section } from "../../_shared/page";

const parts = [
  { value: DatePart.Date, text: "Day" },
  { value: DatePart.Month, text: "Month" },
  { value: DatePart.Year, text: "Year" },
  { value: DatePart.Hours, text: "Hours" },
  { value: DatePart.Minutes, text: "Minutes" },
];

export default function DateTimeInputStepSample() {
  const input = useRef<IgrDateTimeInput>(null);
  const [part, setPart] = useState<DatePart>(DatePart.Minutes);
  const [delta, setDelta] = useState(15);
  // The input applies every new spinDelta object it is given: a new one only when part or delta change.
  const spinDelta = useMemo(() => ({ [part]: delta }), [part, delta]);
  const [spinLoop, setSpinLoop] = useState(true);
  const [value, setValue] = useState<Date | null>(new Date(2025, 2, 10, 8, 0));

  // stepUp/stepDown change one part by delta; spinLoop wraps 59 → 0 instead of stopping.
  const step = (dir: 1 | -1) => {
    const el = input.current;
    if (!el) return;
    if (dir > 0) el.stepUp(part, delta);
    else el.stepDown(part, delta);
    setValue(el.value);
  };

  return (
    <Page>
      <ControlBar>
        <SelectControl label="Date part" value={part} options={parts} width={150} onChange={setPart} />
        <SliderControl label="Delta" value={delta} min={1} max={30} onChange={setDelta} />
        <SwitchControl label="Spin loop" checked={spinLoop} onChange={setSpinLoop} />
      </ControlBar>
      <Section title="Meeting reminder">
        <Row>
          <IgrDateTimeInput
            ref={input}
            style={{ width: 340 }}
            label="Remind me at"
            inputFormat="dd/MM/yyyy HH:mm"
            value={value}
            spinLoop={spinLoop}
            spinDelta={spinDelta}
            onChange={(e) => setValue(e.detail)}
          >
            <IgrIconButton slot="suffix" variant="flat" aria-label="Step down" onClick={() => step(-1)}>
              <Icon name="remove" />
            </IgrIconButton>
            <IgrIconButton slot="suffix" variant="flat" aria-label="Step up" onClick={() => step(1)}>
              <Icon name="add" />
            </IgrIconButton>
          </IgrDateTimeInput>
        </Row>
        <Row>
          <IgrButton variant="outlined" onClick={() => step(-1)}>
            stepDown({part}, {delta})
          </IgrButton>
          <IgrButton variant="outlined" onClick={() => step(1)}>
            stepUp({part}, {delta})
          </IgrButton>
        </Row>
        <small style={{ opacity: 0.75 }}>In the input, the arrow keys and mouse wheel spin the part at the caret by its spinDelta.</small>
      </Section>
    </Page>
  );
}
