import { IgrCombo } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import { cities, type City } from "../_shared/cities";
import "./combo-styling.css";

// The component applies every new array or object it is given: one per module, not one per render.
const oneCity = ["LIM"];
const twoCities = ["LIM", "SOF"];

export default function ComboStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <IgrCombo style={{ maxWidth: 420 }} label="Cities" data={cities} valueKey="id" displayKey="name" groupKey="continent" value={oneCity} outlined />
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
          value={twoCities}
          open
          outlined
        />
      </Section>
    </Page>
  );
}
