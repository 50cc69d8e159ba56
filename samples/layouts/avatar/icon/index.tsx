import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrList, IgrListHeader, IgrListItem } from "igniteui-react";
import { ControlBar, SelectControl } from "../../../_shared/controls";

// Teams shown with an icon in the avatar's default slot (material-icons font).
const teams = [
  { name: "Design", icon: "palette", members: 6, color: "#d63384" },
  { name: "Engineering", icon: "code", members: 14, color: "#0b6bcb" },
  { name: "Support", icon: "support_agent", members: 9, color: "#198754" },
  { name: "Finance", icon: "account_balance", members: 4, color: "#b36b00" },
  { name: "Marketing", icon: "campaign", members: 7, color: "#6f42c1" },
];

type Tint = "default" | "team";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function AvatarIconSample() {
  const [tint, setTint] = useState<Tint>("team");

  return (
    <div style={page}>
      <ControlBar>
        <SelectControl
          label="Avatar colours"
          value={tint}
          options={[
            { value: "team", text: "Team colours" },
            { value: "default", text: "Theme default" },
          ]}
          onChange={setTint}
        />
      </ControlBar>
      <IgrList style={{ maxWidth: 520, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}>
        <IgrListHeader>Teams</IgrListHeader>
        {teams.map((t) => (
          <IgrListItem key={t.name}>
            <IgrAvatar
              slot="start"
              shape="circle"
              style={(tint === "team" ? { "--ig-avatar-background": t.color, "--ig-avatar-icon-color": "#fff" } : {}) as CSSProperties}
            >
              <span className="material-icons" aria-hidden="true">
                {t.icon}
              </span>
            </IgrAvatar>
            <span slot="title">{t.name}</span>
            <span slot="subtitle">{t.members} members</span>
          </IgrListItem>
        ))}
      </IgrList>
      <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
        <span>Fallback icon (no image, no initials):</span>
        <IgrAvatar shape="circle">
          <span className="material-icons">person</span>
        </IgrAvatar>
      </div>
    </div>
  );
}
