import { IgrCheckbox } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import "./checkbox-styling.css";

function Boxes() {
  return (
    <>
      <IgrCheckbox checked>Checked</IgrCheckbox>
      <IgrCheckbox>Unchecked</IgrCheckbox>
      <IgrCheckbox indeterminate>Indeterminate</IgrCheckbox>
    </>
  );
}

export default function CheckboxStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <Boxes />
      </Section>
      <Section title="Styled with --ig-checkbox-* tokens">
        <div className="checkbox-styling-custom" style={{ display: "flex", flexDirection: "column", gap: 12 }}>
          <Boxes />
        </div>
      </Section>
    </Page>
  );
}
