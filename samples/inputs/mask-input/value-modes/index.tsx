import { useState } from "react";
import { IgrMaskInput } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Mode = "raw" | "withFormatting";

export default function MaskInputValueModesSample() {
  const [mode, setMode] = useState<Mode>("raw");
  const [values, setValues] = useState({ raw: "4155550123", withFormatting: "(415) 555-0123" });

  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Value mode of the first input" value={mode} options={["raw", "withFormatting"] as Mode[]} onChange={setMode} />
      </ControlBar>
      <Section title="Same mask, two value modes">
        <IgrMaskInput label={`valueMode="${mode}"`} mask="(000) 000-0000" valueMode={mode} value="4155550123" style={{ maxWidth: 380 }} onInput={(e) => setValues((v) => ({ ...v, [mode]: e.detail }))}>
          <span slot="helper-text">
            value = <code>{JSON.stringify(values[mode])}</code>
          </span>
        </IgrMaskInput>
        <IgrMaskInput
          label={`valueMode="${mode === "raw" ? "withFormatting" : "raw"}"`}
          mask="(000) 000-0000"
          valueMode={mode === "raw" ? "withFormatting" : "raw"}
          value="4155550123"
          style={{ maxWidth: 380 }}
          onInput={(e) => setValues((v) => ({ ...v, [mode === "raw" ? "withFormatting" : "raw"]: e.detail }))}
        >
          <span slot="helper-text">
            value = <code>{JSON.stringify(values[mode === "raw" ? "withFormatting" : "raw"])}</code>
          </span>
        </IgrMaskInput>
        <small style={{ opacity: 0.75 }}>raw keeps only what was typed; withFormatting includes the mask's literals.</small>
      </Section>
    </Page>
  );
}
