import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrBadge, IgrButton, IgrList, IgrListHeader, IgrListItem } from "igniteui-react";
import { ControlBar, Hint, SwitchControl, gridPage } from "../../_shared/controls";
import { contacts, initials, type Contact } from "../_shared/contacts";

const badgeVariant: Record<Contact["status"], "success" | "warning" | "primary"> = { online: "success", away: "warning", offline: "primary" };

export default function ListItemContentSample() {
  const [showStart, setShowStart] = useState(true);
  const [showSubtitle, setShowSubtitle] = useState(true);
  const [showContent, setShowContent] = useState(true);
  const [showEnd, setShowEnd] = useState(true);
  const [called, setCalled] = useState<string>();

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Start slot (avatar)" checked={showStart} onChange={setShowStart} />
        <SwitchControl label="Subtitle slot" checked={showSubtitle} onChange={setShowSubtitle} />
        <SwitchControl label="Default slot (status)" checked={showContent} onChange={setShowContent} />
        <SwitchControl label="End slot (actions)" checked={showEnd} onChange={setShowEnd} />
      </ControlBar>
      <Hint>Each list item has start, title, subtitle, default and end slots. {called ? `Last call: ${called}.` : ""}</Hint>
      <IgrList style={{ flex: 1, minHeight: 300, overflow: "auto", border: "1px solid var(--ig-gray-300, #ddd)", borderRadius: 4 }}>
        <IgrListHeader>Team directory</IgrListHeader>
        {contacts.map((c) => (
          <IgrListItem key={c.id}>
            {showStart && (
              <IgrAvatar slot="start" initials={initials(c.name)} shape="rounded" style={{ "--ig-avatar-background": `color-mix(in srgb, ${c.color} 55%, black)`, "--ig-avatar-color": "#fff" } as CSSProperties} />
            )}
            <span slot="title">{c.name}</span>
            {showSubtitle && (
              <span slot="subtitle">
                {c.role} · {c.team}
              </span>
            )}
            {showContent && (
              <span style={{ display: "inline-flex", alignItems: "center", gap: 6, fontSize: 13 }}>
                <IgrBadge variant={badgeVariant[c.status]} shape="rounded" />
                {c.status}
              </span>
            )}
            {showEnd && (
              <span slot="end" style={{ display: "flex", gap: 4 }}>
                <IgrButton variant="flat" aria-label={`Call ${c.name}`} onClick={() => setCalled(`${c.name} (${c.phone})`)}>
                  <span className="material-icons">call</span>
                </IgrButton>
                <IgrButton variant="flat" aria-label={`Message ${c.name}`} onClick={() => setCalled(`message to ${c.name}`)}>
                  <span className="material-icons">chat</span>
                </IgrButton>
              </span>
            )}
          </IgrListItem>
        ))}
      </IgrList>
    </div>
  );
}
