import { IgrDateTimeInput } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";
import "./date-time-input-styling.css";

const value = new Date(2025, 1, 14, 19, 45);

export default function DateTimeInputStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <IgrDateTimeInput style={{ maxWidth: 320 }} label="Dinner reservation" inputFormat="dd/MM/yyyy HH:mm" value={value} outlined>
          <Icon slot="prefix" name="restaurant" />
        </IgrDateTimeInput>
      </Section>
      <Section title="Styled with --ig-input-group-* tokens and CSS parts">
        <IgrDateTimeInput className="date-time-input-styling-custom" style={{ maxWidth: 320 }} label="Dinner reservation" inputFormat="dd/MM/yyyy HH:mm" value={value} outlined>
          <Icon slot="prefix" name="restaurant" />
          <span slot="helper-text">Table for two</span>
        </IgrDateTimeInput>
      </Section>
    </Page>
  );
}
