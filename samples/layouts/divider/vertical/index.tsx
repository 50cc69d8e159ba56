import { useState, type CSSProperties } from "react";
import { IgrDivider, IgrIconButton } from "igniteui-react";
import { ControlBar, SliderControl, ToggleGroup } from "../../../_shared/controls";

const stats = [
  { label: "Followers", value: "12.4k" },
  { label: "Following", value: "318" },
  { label: "Posts", value: "1,027" },
  { label: "Likes", value: "86.1k" },
];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 24, padding: 16, boxSizing: "border-box", overflow: "auto" };

const tool = (name: string) => (
  <IgrIconButton variant="flat" aria-label={name}>
    <span className="material-icons">{name}</span>
  </IgrIconButton>
);

export default function DividerVerticalSample() {
  const [type, setType] = useState<"solid" | "dashed">("solid");
  const [inset, setInset] = useState(8);
  const style = { "--inset": `${inset}px` } as CSSProperties;

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Type" value={type} options={["solid", "dashed"] as const} onChange={setType} />
        <SliderControl label="Inset (top and bottom)" value={inset} min={0} max={24} format={(v) => `${v}px`} onChange={setInset} />
      </ControlBar>

      <h3 style={{ margin: 0 }}>Toolbar groups</h3>
      <div style={{ display: "flex", alignItems: "stretch", height: 48, border: "1px solid var(--ig-gray-300)", borderRadius: 8, width: "fit-content", padding: "0 4px" }}>
        {tool("format_bold")}
        {tool("format_italic")}
        {tool("format_underlined")}
        {/* A vertical divider takes the height of its flex row; middle shrinks it at both ends. */}
        <IgrDivider vertical middle type={type} style={style} />
        {tool("format_align_left")}
        {tool("format_align_center")}
        {tool("format_align_right")}
        <IgrDivider vertical middle type={type} style={style} />
        {tool("link")}
        {tool("image")}
      </div>

      <h3 style={{ margin: 0 }}>Profile statistics</h3>
      <div style={{ display: "flex", alignItems: "stretch", height: 72, width: "fit-content" }}>
        {stats.map((s, i) => (
          <div key={s.label} style={{ display: "flex" }}>
            {i > 0 && <IgrDivider vertical middle type={type} style={style} />}
            <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", alignItems: "center", padding: "0 24px" }}>
              <strong style={{ fontSize: 22 }}>{s.value}</strong>
              <span style={{ fontSize: 13, opacity: 0.7 }}>{s.label}</span>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
