import { IgrButton } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";
import "./button-styling.css";

const variants = ["contained", "outlined", "flat", "fab"] as const;

function Buttons() {
  return (
    <Row>
      {variants.map((v) => (
        <IgrButton key={v} variant={v}>
          {v === "fab" && (
            <span slot="prefix" className="material-icons">
              star
            </span>
          )}
          {v}
        </IgrButton>
      ))}
    </Row>
  );
}

export default function ButtonStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <Buttons />
      </Section>
      <Section title="Styled with --ig-*-button-* tokens and ::part(base)">
        <div className="button-styling-custom">
          <Buttons />
        </div>
      </Section>
    </Page>
  );
}
