import { useState } from "react";
import { IgrRadio, IgrRadioGroup } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Position = "after" | "before";

export default function RadioLabelSample() {
  const [position, setPosition] = useState<Position>("before");
  const [lang, setLang] = useState("en");
  const languages = [
    { value: "en", text: "English" },
    { value: "fr", text: "Français" },
    { value: "ja", text: "日本語" },
  ];

  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Label position" value={position} options={["before", "after"] as Position[]} onChange={setPosition} />
      </ControlBar>
      <Section title="Language">
        <IgrRadioGroup name="lang" value={lang} style={{ alignItems: position === "before" ? "flex-end" : "flex-start", maxWidth: 240 }}>
          {languages.map((l) => (
            <IgrRadio key={l.value} value={l.value} labelPosition={position} checked={l.value === lang} onChange={(e) => e.detail.checked && setLang(l.value)}>
              {l.text}
            </IgrRadio>
          ))}
        </IgrRadioGroup>
      </Section>
      <Section title="Label with helper text">
        <IgrRadioGroup name="backup">
          <IgrRadio value="auto" labelPosition={position} checked>
            Automatic backups
            <span slot="helper-text">Every night at 2:00</span>
          </IgrRadio>
          <IgrRadio value="manual" labelPosition={position}>
            Manual backups
            <span slot="helper-text">Only when you start one</span>
          </IgrRadio>
        </IgrRadioGroup>
      </Section>
    </Page>
  );
}
