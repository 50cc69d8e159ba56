import { useState } from "react";
import { IgrColorEditor, IgrColorEditorModule } from "igniteui-react-inputs";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

IgrColorEditorModule.register();

export default function ColorEditorOverviewSample() {
  const [color, setColor] = useState("#3F51B5");
  const [disabled, setDisabled] = useState(false);
  const [textInput, setTextInput] = useState(true);

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Allow text input" checked={textInput} onChange={setTextInput} />
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>
      <Section title="Pick a brand color">
        <div style={{ width: 280 }}>
          <IgrColorEditor
            label="Brand color"
            value={color}
            allowTextInput={textInput}
            isDisabled={disabled}
            valueChanged={(_s, e) => setColor(e.newValue)}
          />
        </div>
      </Section>
      <Section title="Preview">
        <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
          <div style={{ width: 96, height: 96, borderRadius: 8, background: color, border: "1px solid rgba(128,128,128,0.4)" }} />
          <div>
            <div style={{ padding: "8px 16px", borderRadius: 4, background: color, color: "#fff", fontWeight: 600 }}>Buy now</div>
            <div style={{ marginTop: 8, fontFamily: "monospace" }}>{color}</div>
          </div>
        </div>
      </Section>
    </Page>
  );
}
