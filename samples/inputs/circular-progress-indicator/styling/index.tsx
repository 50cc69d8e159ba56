import { IgrCircularGradient, IgrCircularProgress } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";
import "./circular-progress-styling.css";

export default function CircularProgressStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <IgrCircularProgress value={72} />
      </Section>
      <Section title="Styled with --ig-circular-bar-* tokens, ::part(label) and a gradient fill">
        <Row style={{ gap: 40 }}>
          <IgrCircularProgress className="circular-progress-styling-big" value={72} />
          <IgrCircularProgress className="circular-progress-styling-gradient" value={72}>
            <IgrCircularGradient slot="gradient" offset="0%" color="#00bfa5" />
            <IgrCircularGradient slot="gradient" offset="100%" color="#6200ea" />
          </IgrCircularProgress>
        </Row>
      </Section>
    </Page>
  );
}
