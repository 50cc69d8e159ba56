import { useState } from "react";
import { IgrDateTimeInput } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Icon, Page, Section } from "../../_shared/page";

const full = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });

export default function DateTimeInputOverviewSample() {
  const [value, setValue] = useState<Date | null>(new Date(2025, 5, 14, 18, 30));
  const [outlined, setOutlined] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const [disabled, setDisabled] = useState(false);

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
        <SwitchControl label="Read-only" checked={readOnly} onChange={setReadOnly} />
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>
      <Section title="Concert start">
        {/* Type digits into each part, or use the arrow keys and the mouse wheel to spin the part under the caret. */}
        <IgrDateTimeInput
          style={{ maxWidth: 320 }}
          label="Doors open"
          inputFormat="dd/MM/yyyy HH:mm"
          value={value}
          outlined={outlined}
          readOnly={readOnly}
          disabled={disabled}
          onChange={(e) => setValue(e.detail)}
        >
          <Icon slot="prefix" name="event" />
          <span slot="helper-text">dd/MM/yyyy HH:mm, arrow keys spin the part at the caret</span>
        </IgrDateTimeInput>
        <div>
          Value: <b>{value ? full.format(value) : "empty"}</b>
        </div>
      </Section>
    </Page>
  );
}
