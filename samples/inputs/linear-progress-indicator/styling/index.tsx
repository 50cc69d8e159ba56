import { IgrLinearProgress } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import "./linear-progress-styling.css";

export default function LinearProgressStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <div style={{ maxWidth: 560 }}>
          <IgrLinearProgress value={65} />
        </div>
      </Section>
      <Section title="Styled with --ig-linear-bar-* tokens and parts">
        <div style={{ display: "flex", flexDirection: "column", gap: 20, maxWidth: 560 }}>
          <IgrLinearProgress className="linear-progress-styling-custom" value={65} />
          <IgrLinearProgress className="linear-progress-styling-custom" value={40} striped labelFormat="{0} of {1} tickets sold" />
        </div>
      </Section>
    </Page>
  );
}
