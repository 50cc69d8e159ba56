import { useState, type CSSProperties } from "react";
import { IgrTab, IgrTabs, type TabsAlignment } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";

const sections = [
  { label: "News", text: "The city council approved the new cycling lanes along the river." },
  { label: "Sport", text: "The home team won 3–1 in a rainy derby on Saturday night." },
  { label: "Weather", text: "Sunny spells this morning, showers spreading from the west later." },
];

const alignments: TabsAlignment[] = ["start", "center", "end", "justify"];
const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 20, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function TabsAlignmentSample() {
  const [alignment, setAlignment] = useState<TabsAlignment>("center");

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Alignment" value={alignment} options={alignments} onChange={setAlignment} />
      </ControlBar>
      <IgrTabs alignment={alignment} style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}>
        {sections.map((s, i) => (
          <IgrTab key={s.label} label={s.label} selected={i === 0}>
            <p style={{ margin: 0, padding: 16 }}>{s.text}</p>
          </IgrTab>
        ))}
      </IgrTabs>

      <h3 style={{ margin: "8px 0 0" }}>Every alignment</h3>
      {alignments.map((a) => (
        <div key={a}>
          <code>{a}</code>
          <IgrTabs alignment={a} style={{ border: "1px dashed #c4c9d0", borderRadius: 6 }}>
            {sections.map((s, i) => (
              <IgrTab key={s.label} label={s.label} selected={i === 0} />
            ))}
          </IgrTabs>
        </div>
      ))}
    </div>
  );
}
