import { IgrIconButton } from "igniteui-react";
import { ICONS } from "../../_shared/icons";
import { Page, Row, Section } from "../../_shared/page";
import "./icon-button-styling.css";

function Buttons() {
  return (
    <Row>
      <IgrIconButton variant="contained" name="star" collection={ICONS} aria-label="Star" />
      <IgrIconButton variant="outlined" name="edit" collection={ICONS} aria-label="Edit" />
      <IgrIconButton variant="flat" name="favorite" collection={ICONS} aria-label="Like" />
    </Row>
  );
}

export default function IconButtonStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <Buttons />
      </Section>
      <Section title="Styled with --ig-*-icon-button-* tokens and ::part(icon)">
        <div className="icon-button-styling-custom">
          <Buttons />
        </div>
      </Section>
    </Page>
  );
}
