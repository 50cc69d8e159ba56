import { useState, type CSSProperties } from "react";
import { IgrButton, IgrButtonGroup, IgrSwitch, IgrToggleButton } from "igniteui-react";

type Variant = "contained" | "outlined" | "flat" | "fab";
type Size = "small" | "medium" | "large";

const variants: Variant[] = ["contained", "outlined", "flat", "fab"];
const sizes: Size[] = ["small", "medium", "large"];

// Component size is a theme setting: the --ig-size custom property.
function sizeStyle(size: Size): CSSProperties {
  return { "--ig-size": `var(--ig-size-${size})` } as CSSProperties;
}

function PlusIcon() {
  return (
    <svg slot="prefix" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" fill="currentColor" />
    </svg>
  );
}

const label: CSSProperties = { fontWeight: 600, minWidth: 70 };
const row: CSSProperties = { display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" };
const section: CSSProperties = { display: "flex", flexDirection: "column", gap: 12 };

export default function ButtonOverviewSample() {
  const [variant, setVariant] = useState<Variant>("contained");
  const [size, setSize] = useState<Size>("medium");
  const [disabled, setDisabled] = useState(false);
  const [clicks, setClicks] = useState(0);

  const count = () => setClicks((n) => n + 1);

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" }}>
      <div style={{ ...row, gap: 24 }}>
        <div style={row}>
          <span style={label}>Variant</span>
          <IgrButtonGroup selection="single-required" onSelect={(e) => setVariant(e.detail as Variant)}>
            {variants.map((v) => (
              <IgrToggleButton key={v} value={v} selected={v === variant}>
                {v}
              </IgrToggleButton>
            ))}
          </IgrButtonGroup>
        </div>
        <div style={row}>
          <span style={label}>Size</span>
          <IgrButtonGroup selection="single-required" onSelect={(e) => setSize(e.detail as Size)}>
            {sizes.map((s) => (
              <IgrToggleButton key={s} value={s} selected={s === size}>
                {s}
              </IgrToggleButton>
            ))}
          </IgrButtonGroup>
        </div>
        <IgrSwitch checked={disabled} onChange={(e) => setDisabled(e.detail.checked)}>
          Disabled
        </IgrSwitch>
      </div>

      <div style={section}>
        <h3 style={{ margin: 0 }}>Playground</h3>
        <div style={{ ...row, minHeight: 72 }}>
          <IgrButton variant={variant} disabled={disabled} style={sizeStyle(size)} onClick={count}>
            <PlusIcon />
            {variant === "fab" ? "Add item" : "Click me"}
          </IgrButton>
          <span aria-live="polite">
            Clicked <strong>{clicks}</strong> {clicks === 1 ? "time" : "times"}
          </span>
          <IgrButton variant="flat" disabled={clicks === 0} onClick={() => setClicks(0)}>
            Reset
          </IgrButton>
        </div>
      </div>

      <div style={section}>
        <h3 style={{ margin: 0 }}>All variants ({size})</h3>
        <div style={row}>
          {variants.map((v) => (
            <IgrButton key={v} variant={v} disabled={disabled} style={sizeStyle(size)} onClick={count}>
              {v === "fab" && <PlusIcon />}
              {v}
            </IgrButton>
          ))}
        </div>
      </div>

      <div style={section}>
        <h3 style={{ margin: 0 }}>All sizes ({variant})</h3>
        <div style={row}>
          {sizes.map((s) => (
            <IgrButton key={s} variant={variant} disabled={disabled} style={sizeStyle(s)} onClick={count}>
              {s}
            </IgrButton>
          ))}
        </div>
      </div>
    </div>
  );
}
