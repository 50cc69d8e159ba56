import { useState } from "react";
import { IgrChip } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

const variants = ["primary", "info", "success", "warning", "danger"] as const;
const statuses = [
  { text: "Shipped", variant: "success", icon: "local_shipping" },
  { text: "Awaiting payment", variant: "warning", icon: "hourglass_top" },
  { text: "Cancelled", variant: "danger", icon: "block" },
  { text: "New", variant: "info", icon: "fiber_new" },
] as const;

export default function ChipVariantsSample() {
  const [outlined, setOutlined] = useState(false);
  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
      </ControlBar>
      <Section title="Variants">
        <Row style={{ gap: 8 }}>
          <IgrChip outlined={outlined}>default</IgrChip>
          {variants.map((v) => (
            <IgrChip key={v} variant={v} outlined={outlined}>
              {v}
            </IgrChip>
          ))}
        </Row>
      </Section>
      <Section title="Order status">
        <Row style={{ gap: 8 }}>
          {statuses.map((s) => (
            <IgrChip key={s.text} variant={s.variant} outlined={outlined}>
              <span slot="prefix" className="material-icons" style={{ fontSize: 18 }}>
                {s.icon}
              </span>
              {s.text}
            </IgrChip>
          ))}
        </Row>
      </Section>
    </Page>
  );
}
