import { useState } from "react";
import { IgrLinearProgress } from "igniteui-react";
import { ControlBar, SliderControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

const types = [
  { variant: "primary", use: "the default" },
  { variant: "info", use: "neutral information" },
  { variant: "success", use: "a task that went well" },
  { variant: "warning", use: "something to watch" },
  { variant: "danger", use: "an error or a limit reached" },
] as const;

export default function LinearProgressTypesSample() {
  const [value, setValue] = useState(60);
  return (
    <Page>
      <ControlBar>
        <SliderControl label="Value" value={value} min={0} max={100} onChange={setValue} />
      </ControlBar>
      <Section title="The variant property sets the type">
        <div style={{ display: "flex", flexDirection: "column", gap: 18, maxWidth: 560 }}>
          {types.map((t) => (
            <div key={t.variant}>
              <div style={{ marginBottom: 4 }}>
                <b>{t.variant}</b>: {t.use}
              </div>
              <IgrLinearProgress value={value} variant={t.variant} />
            </div>
          ))}
          <div>
            <div style={{ marginBottom: 4 }}>
              <b>indeterminate</b>: length unknown
            </div>
            <IgrLinearProgress indeterminate />
          </div>
        </div>
      </Section>
    </Page>
  );
}
