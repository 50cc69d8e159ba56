import { IgrCombo } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import { cities, type City } from "../_shared/cities";
import "./combo-styling.css";

export default function ComboStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <IgrCombo style={{ maxWidth: 420 }} label="Cities" data={cities} valueKey="id" displayKey="name" groupKey="continent" value={["LIM"]} outlined />
      </Section>
      <Section title="Styled with input-group and combo tokens and CSS parts">
        <IgrCombo
          className="combo-styling-custom"
          style={{ maxWidth: 420 }}
          label="Cities"
          data={cities}
          valueKey="id"
          displayKey="name"
          groupKey="continent"
          value={["LIM", "SOF"]}
          open
          outlined
        />
      </Section>
    </Page>
  );
}
