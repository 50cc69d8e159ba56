import { useState, type CSSProperties } from "react";
import { IgrIcon } from "igniteui-react";
import { ControlBar, SliderControl } from "../../../_shared/controls";
import { collection, iconNames } from "../_shared/weather-icons";

const sizes = ["small", "medium", "large"] as const;
const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" };
const row: CSSProperties = { display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" };

export default function IconSizingSample() {
  const [pixels, setPixels] = useState(64);

  return (
    <div style={page}>
      <h3 style={{ margin: 0 }}>Theme sizes (--ig-size)</h3>
      {sizes.map((s) => (
        <div key={s} style={row}>
          <code style={{ width: 70 }}>{s}</code>
          {iconNames.map((name) => (
            <IgrIcon key={name} name={name} collection={collection} style={{ "--ig-size": `var(--ig-size-${s})` } as CSSProperties} />
          ))}
        </div>
      ))}

      <h3 style={{ margin: "8px 0 0" }}>Any size (--ig-icon-size)</h3>
      <ControlBar>
        <SliderControl label="Icon size" value={pixels} min={12} max={160} step={4} format={(v) => `${v}px`} onChange={setPixels} />
      </ControlBar>
      <div style={row}>
        {iconNames.map((name) => (
          <IgrIcon key={name} name={name} collection={collection} style={{ "--ig-icon-size": `${pixels}px` } as CSSProperties} />
        ))}
      </div>
    </div>
  );
}
