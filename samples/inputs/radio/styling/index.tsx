import { IgrRadio, IgrRadioGroup } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import "./radio-styling.css";

function Flavours({ name }: { name: string }) {
  return (
    <IgrRadioGroup name={name} alignment="horizontal">
      <IgrRadio value="vanilla" checked>
        Vanilla
      </IgrRadio>
      <IgrRadio value="chocolate">Chocolate</IgrRadio>
      <IgrRadio value="pistachio">Pistachio</IgrRadio>
      <IgrRadio value="mango" disabled>
        Mango
      </IgrRadio>
    </IgrRadioGroup>
  );
}

export default function RadioStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <Flavours name="plain" />
      </Section>
      <Section title="Styled with --ig-radio-* tokens and ::part(label)">
        <div className="radio-styling-custom">
          <Flavours name="styled" />
        </div>
      </Section>
    </Page>
  );
}
