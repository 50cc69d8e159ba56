import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrInput } from "igniteui-react";
import { initials, people } from "../_shared/people";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 20, padding: 16, boxSizing: "border-box", overflow: "auto" };
const row: CSSProperties = { display: "flex", alignItems: "center", gap: 12 };

export default function AvatarInitialsSample() {
  const [name, setName] = useState("Grace Hopper");

  return (
    <div style={page}>
      <div style={{ ...row, gap: 20 }}>
        <IgrInput label="Full name" value={name} style={{ width: 260 }} onInput={(e) => setName(e.detail)} />
        <IgrAvatar initials={initials(name)} shape="circle" style={{ "--ig-size": "var(--ig-size-large)" } as CSSProperties} />
        <span>
          Initials: <b>{initials(name) || "—"}</b>
        </span>
      </div>

      <h3 style={{ margin: 0 }}>Team</h3>
      <div style={{ display: "flex", flexDirection: "column", gap: 12 }}>
        {people.map((p) => (
          <div key={p.name} style={row}>
            {/* initials win over the default slot: no image is given, so the letters are shown. The
                background is a pastel in both variants, so the letters keep a dark ink of their own. */}
            <IgrAvatar initials={initials(p.name)} shape="circle" style={{ "--ig-avatar-background": p.background, "--ig-avatar-color": "#212529" } as CSSProperties} />
            <div>
              <div style={{ fontWeight: 600 }}>{p.name}</div>
              <div style={{ fontSize: 13, opacity: 0.75 }}>{p.role}</div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
