import { IgrBadge } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";
import "./badge-styling.css";

export default function BadgeStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <Row>
          <IgrBadge>New</IgrBadge>
          <IgrBadge outlined>12</IgrBadge>
          <IgrBadge>99+</IgrBadge>
        </Row>
      </Section>
      <Section title="Styled with --ig-badge-* tokens and ::part(base)">
        <Row>
          <IgrBadge className="badge-styling-pill">New</IgrBadge>
          <IgrBadge className="badge-styling-glow" outlined>
            12
          </IgrBadge>
          <IgrBadge className="badge-styling-big">99+</IgrBadge>
        </Row>
      </Section>
    </Page>
  );
}
