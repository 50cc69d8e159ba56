import { IgrSelect, IgrSelectItem } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";
import "./select-styling.css";

const teas = ["Assam", "Darjeeling", "Earl Grey", "Oolong", "Sencha"];

function Teas({ className, open }: { className?: string; open?: boolean }) {
  return (
    <IgrSelect className={className} label="Tea" value="Earl Grey" open={open} outlined style={{ width: 260 }}>
      {teas.map((t) => (
        <IgrSelectItem key={t} value={t} selected={t === "Earl Grey"}>
          {t}
        </IgrSelectItem>
      ))}
    </IgrSelect>
  );
}

export default function SelectStylingSample() {
  return (
    <Page>
      <Section title="Default theme (left) and styled with tokens (right)">
        <Row style={{ alignItems: "flex-start", gap: 48 }}>
          <Teas />
          <Teas className="select-styling-custom" open />
        </Row>
      </Section>
    </Page>
  );
}
