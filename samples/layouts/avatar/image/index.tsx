import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrCard, IgrCardContent } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { initials, people, portrait } from "../_shared/people";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function AvatarImageSample() {
  const [broken, setBroken] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Break two image sources" checked={broken} onChange={setBroken} />
      </ControlBar>
      <p style={{ margin: 0, color: "var(--ig-gray-700)", maxWidth: 640 }}>
        Each avatar shows the image from its <code>src</code>. When the image cannot be loaded, the avatar falls back to
        its <code>initials</code>.
      </p>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 16 }}>
        {people.map((p, i) => (
          <IgrCard key={p.name} elevated>
            <IgrCardContent style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 8, paddingTop: 16 }}>
              <IgrAvatar
                // A data URL that is not an image makes the avatar fall back to its initials.
                src={broken && i % 3 === 1 ? "data:image/svg+xml;utf8,not-an-image" : portrait(p)}
                alt={`Portrait of ${p.name}`}
                initials={initials(p.name)}
                shape="circle"
                style={{ "--ig-size": "var(--ig-size-large)" } as CSSProperties}
              />
              <strong>{p.name}</strong>
              <span style={{ fontSize: 13, opacity: 0.75 }}>{p.role}</span>
            </IgrCardContent>
          </IgrCard>
        ))}
      </div>
    </div>
  );
}
