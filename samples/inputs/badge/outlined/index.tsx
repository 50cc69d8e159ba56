import { useState } from "react";
import { IgrBadge } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

const variants = ["primary", "info", "success", "warning", "danger"] as const;

export default function BadgeOutlinedSample() {
  const [outlined, setOutlined] = useState(true);

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
      </ControlBar>
      <Section title={outlined ? "Outlined badges" : "Filled badges"}>
        <Row>
          {variants.map((v, i) => (
            <IgrBadge key={v} variant={v} outlined={outlined}>
              {(i + 1) * 7}
            </IgrBadge>
          ))}
        </Row>
      </Section>
      <Section title="Outlined next to filled">
        {variants.map((v) => (
          <Row key={v}>
            <span style={{ width: 80 }}>{v}</span>
            <IgrBadge variant={v}>4</IgrBadge>
            <IgrBadge variant={v} outlined>
              4
            </IgrBadge>
          </Row>
        ))}
      </Section>
    </Page>
  );
}
