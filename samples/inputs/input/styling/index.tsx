import { IgrInput } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";
import "./input-styling.css";

export default function InputStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <IgrInput label="Plant name" placeholder="e.g. Monstera" outlined style={{ maxWidth: 380 }}>
          <Icon slot="prefix" name="eco" />
          <span slot="helper-text">Common or Latin name</span>
        </IgrInput>
      </Section>
      <Section title="Styled with --ig-input-group-* tokens and CSS parts">
        <IgrInput className="input-styling-custom" label="Plant name" placeholder="e.g. Monstera" outlined style={{ maxWidth: 380 }}>
          <Icon slot="prefix" name="eco" />
          <span slot="helper-text">Common or Latin name</span>
        </IgrInput>
        <IgrInput className="input-styling-custom" label="Watering" value="Every 10 days" outlined style={{ maxWidth: 380 }}>
          <Icon slot="prefix" name="water_drop" />
        </IgrInput>
      </Section>
    </Page>
  );
}
