import { useState, type CSSProperties } from "react";
import { IgrAvatar, type AvatarShape } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { initials, people, portrait } from "../_shared/people";
import "./styling.css";

type Palette = "sunset" | "ocean" | "forest";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 28, padding: 24, boxSizing: "border-box", overflow: "auto" };

export default function AvatarStylingSample() {
  const [palette, setPalette] = useState<Palette>("sunset");
  const [shape, setShape] = useState<AvatarShape>("rounded");
  const className = `styling-avatar${palette === "sunset" ? "" : ` styling-${palette}`}`;

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Palette" value={palette} options={["sunset", "ocean", "forest"] as const} onChange={setPalette} />
        <ToggleGroup label="Shape" value={shape} options={["rounded", "circle"] as const} onChange={setShape} />
      </ControlBar>
      <div style={{ display: "flex", gap: 28, flexWrap: "wrap", alignItems: "center" }}>
        {people.slice(0, 3).map((p) => (
          <IgrAvatar key={p.name} className={className} shape={shape} initials={initials(p.name)} />
        ))}
        <IgrAvatar className={className} shape={shape}>
          <span className="material-icons" style={{ fontSize: 36 }}>
            rocket_launch
          </span>
        </IgrAvatar>
        <IgrAvatar className={className} shape={shape} src={portrait(people[3]!)} alt={people[3]!.name} />
      </div>
    </div>
  );
}
