import { useState, type CSSProperties } from "react";
import { IgrAvatar, type AvatarShape } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { initials, people, portrait } from "../_shared/people";

const shapes: AvatarShape[] = ["square", "rounded", "circle"];
const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" };
const large = { "--ig-size": "var(--ig-size-large)" } as CSSProperties;

export default function AvatarShapeSample() {
  const [shape, setShape] = useState<AvatarShape>("rounded");

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Shape" value={shape} options={shapes} onChange={setShape} />
      </ControlBar>
      <div style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>
        {people.map((p) => (
          <IgrAvatar key={p.name} shape={shape} src={portrait(p)} alt={p.name} style={large} />
        ))}
      </div>
      <div style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>
        {people.map((p) => (
          <IgrAvatar key={p.name} shape={shape} initials={initials(p.name)} style={large} />
        ))}
      </div>

      <h3 style={{ margin: "8px 0 0" }}>All shapes side by side</h3>
      <div style={{ display: "flex", gap: 32 }}>
        {shapes.map((s) => (
          <div key={s} style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 8 }}>
            <IgrAvatar shape={s} src={portrait(people[0]!)} alt={people[0]!.name} style={large} />
            <code>{s}</code>
          </div>
        ))}
      </div>
    </div>
  );
}
