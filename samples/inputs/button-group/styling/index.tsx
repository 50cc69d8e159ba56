import { useState } from "react";
import { IgrButtonGroup, IgrToggleButton } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import "./button-group-styling.css";

const roasts = ["light", "medium", "dark", "espresso"];

function Roasts() {
  const [roast, setRoast] = useState("medium");
  return (
    <IgrButtonGroup selection="single-required" onSelect={(e) => e.detail && setRoast(e.detail)}>
      {roasts.map((r) => (
        <IgrToggleButton key={r} value={r} selected={r === roast}>
          {r}
        </IgrToggleButton>
      ))}
    </IgrButtonGroup>
  );
}

export default function ButtonGroupStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <div>
          <Roasts />
        </div>
      </Section>
      <Section title="Styled with --ig-button-group-* tokens">
        <div className="button-group-styling">
          <Roasts />
        </div>
      </Section>
    </Page>
  );
}
