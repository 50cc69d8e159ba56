import { IgrChip } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";
import "./chip-styling.css";

function Chips() {
  return (
    <Row style={{ gap: 8 }}>
      <IgrChip selectable selected>
        Vegetarian
      </IgrChip>
      <IgrChip selectable>Gluten free</IgrChip>
      <IgrChip removable>Under 30 min</IgrChip>
      <IgrChip removable selectable>
        Spicy
      </IgrChip>
    </Row>
  );
}

export default function ChipStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <Chips />
      </Section>
      <Section title="Styled with --ig-chip-* tokens">
        <div className="chip-styling-custom">
          <Chips />
        </div>
      </Section>
    </Page>
  );
}
