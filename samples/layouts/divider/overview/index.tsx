import { useState, type CSSProperties } from "react";
import { IgrDivider, type DividerType } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl, ToggleGroup } from "../../../_shared/controls";

const notes = [
  { title: "Standup moved to 9:30", text: "From Monday the daily standup starts half an hour later." },
  { title: "New coffee machine", text: "The third floor kitchen has a new espresso machine. Please descale it on Fridays." },
  { title: "Quarterly review", text: "Slides for the quarterly review are due by Thursday noon." },
  { title: "Office closed on the 24th", text: "The building is closed for maintenance; work from home that day." },
];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function DividerOverviewSample() {
  const [type, setType] = useState<DividerType>("solid");
  const [inset, setInset] = useState(0);
  const [middle, setMiddle] = useState(false);
  const [color, setColor] = useState(false);

  // --inset shrinks the line from the start (or from both ends with middle); --color recolours it.
  const style = { "--inset": `${inset}px`, ...(color ? { "--color": "#0b6bcb" } : {}) } as CSSProperties;

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Type" value={type} options={["solid", "dashed"] as const} onChange={setType} />
        <SliderControl label="Inset" value={inset} min={0} max={120} step={4} format={(v) => `${v}px`} onChange={setInset} />
        <SwitchControl label="Middle" checked={middle} onChange={setMiddle} />
        <SwitchControl label="Accent colour" checked={color} onChange={setColor} />
      </ControlBar>

      <div style={{ maxWidth: 620, border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: "8px 0" }}>
        <h3 style={{ margin: "4px 16px 8px" }}>Notice board</h3>
        {notes.map((n, i) => (
          <div key={n.title}>
            {i > 0 && <IgrDivider type={type} middle={middle} style={style} />}
            <div style={{ padding: "10px 16px" }}>
              <div style={{ fontWeight: 600 }}>{n.title}</div>
              <div style={{ fontSize: 14, opacity: 0.8 }}>{n.text}</div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
