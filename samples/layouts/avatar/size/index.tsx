import { useState, type CSSProperties } from "react";
import { IgrAvatar } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl } from "../../../_shared/controls";
import { initials, people, portrait } from "../_shared/people";

const sizes = ["small", "medium", "large"] as const;
const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function AvatarSizeSample() {
  const [custom, setCustom] = useState(true);
  const [pixels, setPixels] = useState(120);
  const person = people[2]!;

  return (
    <div style={page}>
      <h3 style={{ margin: 0 }}>The three theme sizes (--ig-size)</h3>
      <div style={{ display: "flex", gap: 32, alignItems: "flex-end" }}>
        {sizes.map((s) => (
          <div key={s} style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 8 }}>
            <IgrAvatar shape="circle" src={portrait(person)} alt={person.name} style={{ "--ig-size": `var(--ig-size-${s})` } as CSSProperties} />
            <code>{s}</code>
          </div>
        ))}
        {sizes.map((s) => (
          <div key={`i-${s}`} style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 8 }}>
            <IgrAvatar shape="circle" initials={initials(person.name)} style={{ "--ig-size": `var(--ig-size-${s})` } as CSSProperties} />
            <code>{s}</code>
          </div>
        ))}
      </div>

      <h3 style={{ margin: "8px 0 0" }}>Any size (--ig-avatar-size)</h3>
      <ControlBar>
        <SwitchControl label="Custom size" checked={custom} onChange={setCustom} />
        <SliderControl label="Size" value={pixels} min={24} max={200} step={4} format={(v) => `${v}px`} onChange={(v) => { setPixels(v); setCustom(true); }} />
      </ControlBar>
      <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
        <IgrAvatar
          shape="rounded"
          src={portrait(person)}
          alt={person.name}
          style={(custom ? { "--ig-avatar-size": `${pixels}px` } : {}) as CSSProperties}
        />
        <IgrAvatar shape="rounded" initials={initials(person.name)} style={(custom ? { "--ig-avatar-size": `${pixels}px` } : {}) as CSSProperties} />
      </div>
    </div>
  );
}
