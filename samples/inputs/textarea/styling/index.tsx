import { IgrTextarea } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import "./textarea-styling.css";

const note = "Buy stamps\nReturn the library books\nCall grandma on Sunday";

export default function TextareaStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <IgrTextarea label="Notepad" rows={4} outlined value={note} style={{ maxWidth: 480 }} />
      </Section>
      <Section title="Styled as a lined notepad with tokens and ::part(input)">
        <IgrTextarea className="textarea-styling-custom" label="Notepad" rows={4} outlined value={note} style={{ maxWidth: 480 }}>
          <span slot="helper-text">Saved just now</span>
        </IgrTextarea>
      </Section>
    </Page>
  );
}
