import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrList, IgrListHeader, IgrListItem } from "igniteui-react";
import { ControlBar, Hint, SelectControl, SwitchControl, gridPage } from "../../_shared/controls";
import { contacts, initials } from "../_shared/contacts";
import "./styling.css";

const accents = { Sky: "#7fd3ff", Lime: "#b5f26b", Coral: "#ff8a70" } as const;
type Accent = keyof typeof accents;
const statusColor = { online: "#4caf50", away: "#ffb300", offline: "#78909c" };

export default function ListStylingSample() {
  const [accent, setAccent] = useState<Accent>("Sky");
  const [compact, setCompact] = useState(false);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Accent" value={accent} options={Object.keys(accents) as Accent[]} onChange={setAccent} />
        <SwitchControl label="Hide subtitles" checked={compact} onChange={setCompact} />
      </ControlBar>
      <Hint>The list, its header and items are restyled with CSS: a dark surface, ::part(title) and ::part(subtitle), and custom avatar colors.</Hint>
      <IgrList className={`styling-list${compact ? " styling-compact" : ""}`} style={{ flex: 1, minHeight: 300, overflow: "auto" }}>
        <IgrListHeader style={{ color: accents[accent] }}>On call this week</IgrListHeader>
        {contacts.map((c) => (
          <IgrListItem key={c.id}>
            <IgrAvatar
              slot="start"
              initials={initials(c.name)}
              shape="circle"
              style={{ "--ig-avatar-background": "transparent", border: `2px solid ${accents[accent]}`, "--ig-avatar-color": accents[accent] } as CSSProperties}
            />
            <span slot="title">{c.name}</span>
            <span slot="subtitle">{c.role}</span>
            <span slot="end" className="styling-dot" title={c.status} style={{ background: statusColor[c.status] }} />
          </IgrListItem>
        ))}
      </IgrList>
    </div>
  );
}
