import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrBadge, IgrButton } from "igniteui-react";
import { ControlBar, SelectControl, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

type Variant = "primary" | "info" | "success" | "warning" | "danger";
type Shape = "rounded" | "square";

const variants: Variant[] = ["primary", "info", "success", "warning", "danger"];

// The badge sits on the avatar's top-right corner.
const anchor: CSSProperties = { position: "relative", display: "inline-flex" };
const corner: CSSProperties = { position: "absolute", top: -6, right: -10 };

export default function BadgeOverviewSample() {
  const [variant, setVariant] = useState<Variant>("danger");
  const [shape, setShape] = useState<Shape>("rounded");
  const [outlined, setOutlined] = useState(false);
  const [dot, setDot] = useState(false);
  const [unread, setUnread] = useState(3);

  return (
    <Page>
      <ControlBar>
        <SelectControl label="Variant" value={variant} options={variants} onChange={setVariant} />
        <ToggleGroup label="Shape" value={shape} options={["rounded", "square"] as Shape[]} onChange={setShape} />
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
        <SwitchControl label="Dot" checked={dot} onChange={setDot} />
      </ControlBar>

      <Section title="Unread messages">
        <Row style={{ gap: 40, padding: "12px 8px" }}>
          <span style={anchor}>
            <IgrAvatar initials="MK" shape="circle" />
            {unread > 0 && (
              <IgrBadge style={corner} variant={variant} shape={shape} outlined={outlined} dot={dot}>
                {unread > 99 ? "99+" : unread}
              </IgrBadge>
            )}
          </span>
          <IgrButton onClick={() => setUnread((n) => n + 1)}>New message</IgrButton>
          <IgrButton variant="outlined" disabled={unread === 0} onClick={() => setUnread(0)}>
            Mark all read
          </IgrButton>
        </Row>
      </Section>

      <Section title="In a list">
        {[
          { name: "Inbox", count: unread },
          { name: "Drafts", count: 12 },
          { name: "Spam", count: 240 },
        ].map((f) => (
          <Row key={f.name} style={{ justifyContent: "space-between", maxWidth: 280 }}>
            <span>{f.name}</span>
            <IgrBadge variant={variant} shape={shape} outlined={outlined} dot={dot}>
              {f.count > 99 ? "99+" : f.count}
            </IgrBadge>
          </Row>
        ))}
      </Section>
    </Page>
  );
}
