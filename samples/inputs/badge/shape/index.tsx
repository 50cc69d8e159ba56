import { useState } from "react";
import { IgrBadge } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

type Shape = "rounded" | "square";

const tasks = [
  { title: "Design review", count: 2 },
  { title: "Code reviews", count: 14 },
  { title: "Open bugs", count: 128 },
];

export default function BadgeShapeSample() {
  const [shape, setShape] = useState<Shape>("square");

  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Shape" value={shape} options={["rounded", "square"] as Shape[]} onChange={setShape} />
      </ControlBar>
      <Section title={`Shape: ${shape}`}>
        {tasks.map((t) => (
          <Row key={t.title} style={{ justifyContent: "space-between", maxWidth: 260 }}>
            <span>{t.title}</span>
            <IgrBadge shape={shape} variant="info">
              {t.count}
            </IgrBadge>
          </Row>
        ))}
      </Section>
      <Section title="Both shapes">
        <Row>
          <IgrBadge shape="rounded">rounded</IgrBadge>
          <IgrBadge shape="square">square</IgrBadge>
          <IgrBadge shape="rounded" variant="success">
            7
          </IgrBadge>
          <IgrBadge shape="square" variant="success">
            7
          </IgrBadge>
        </Row>
      </Section>
    </Page>
  );
}
