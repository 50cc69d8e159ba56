import { useState, type CSSProperties } from "react";
import { IgrButtonGroup, IgrToggleButton } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Size = "small" | "medium" | "large";
const sizes: Size[] = ["small", "medium", "large"];

// Size is a theme setting: the --ig-size custom property.
const sizeStyle = (size: Size) => ({ "--ig-size": `var(--ig-size-${size})` }) as CSSProperties;

function Periods({ size }: { size: Size }) {
  const [period, setPeriod] = useState("1m");
  return (
    <IgrButtonGroup style={sizeStyle(size)} selection="single-required" onSelect={(e) => e.detail && setPeriod(e.detail)}>
      {["1d", "1w", "1m", "1y", "all"].map((p) => (
        <IgrToggleButton key={p} value={p} selected={p === period}>
          {p}
        </IgrToggleButton>
      ))}
    </IgrButtonGroup>
  );
}

export default function ButtonGroupSizeSample() {
  const [size, setSize] = useState<Size>("large");
  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Size" value={size} options={sizes} onChange={setSize} />
      </ControlBar>
      <Section title={`Chart period picker (${size})`}>
        <div>
          <Periods size={size} />
        </div>
      </Section>
      <Section title="All sizes">
        {sizes.map((s) => (
          <div key={s} style={{ display: "flex", alignItems: "center", gap: 16 }}>
            <span style={{ width: 70 }}>{s}</span>
            <Periods size={s} />
          </div>
        ))}
      </Section>
    </Page>
  );
}
