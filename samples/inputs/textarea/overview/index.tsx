import { useState } from "react";
import { IgrTextarea } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

export default function TextareaOverviewSample() {
  const [text, setText] = useState("Arrived on time, the staff were friendly and the room was spotless. Breakfast could have more vegetarian options.");
  const [rows, setRows] = useState(4);
  const [outlined, setOutlined] = useState(true);
  const [readOnly, setReadOnly] = useState(false);
  const [disabled, setDisabled] = useState(false);

  const words = text.trim() ? text.trim().split(/\s+/).length : 0;

  return (
    <Page>
      <ControlBar>
        <SliderControl label="Rows" value={rows} min={2} max={12} onChange={setRows} />
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
        <SwitchControl label="Read-only" checked={readOnly} onChange={setReadOnly} />
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>
      <Section title="Hotel review">
        <IgrTextarea
          label="Your review"
          placeholder="Tell other guests about your stay"
          rows={rows}
          value={text}
          outlined={outlined}
          readOnly={readOnly}
          disabled={disabled}
          style={{ maxWidth: 560 }}
          onInput={(e) => setText(e.detail)}
        />
        <div>
          {words} words, {text.length} characters
        </div>
      </Section>
    </Page>
  );
}
