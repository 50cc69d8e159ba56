import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrButton, IgrChip, IgrExpansionPanel, IgrLinearProgress } from "igniteui-react";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

const tasks = [
  { title: "Design review", owner: "AH", progress: 80, tags: ["design", "ui"], due: "Tomorrow" },
  { title: "Payment API", owner: "KW", progress: 45, tags: ["backend", "billing"], due: "Friday" },
  { title: "Release notes", owner: "LM", progress: 10, tags: ["docs"], due: "Next week" },
];

// A blue link ink mixed with the theme's text colour: it reads on the light and the dark page.
const indicator: CSSProperties = { fontSize: 13, color: "color-mix(in srgb, #0b6bcb 60%, var(--ig-gray-900))" };

// Every slot filled with custom content: a header with avatar and chip, text indicators, rich body content.
export default function ExpansionPanelComponentCustomizationSample() {
  const [done, setDone] = useState<string[]>([]);

  return (
    <div style={page}>
      {tasks.map((t, i) => (
        <IgrExpansionPanel key={t.title} open={i === 0} indicatorPosition="end" style={{ maxWidth: 680, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}>
          {/* Text indicators instead of the chevron. */}
          <span slot="indicator" style={indicator}>
            Show
          </span>
          <span slot="indicator-expanded" style={indicator}>
            Hide
          </span>
          <span slot="title" style={{ display: "flex", alignItems: "center", gap: 12 }}>
            <IgrAvatar initials={t.owner} shape="circle" />
            <span style={{ fontWeight: 600, textDecoration: done.includes(t.title) ? "line-through" : "none" }}>{t.title}</span>
          </span>
          <span slot="subtitle" style={{ display: "flex", alignItems: "center", gap: 6 }}>
            <span className="material-icons" style={{ fontSize: 16 }}>
              event
            </span>
            Due {t.due}
          </span>
          <div style={{ display: "flex", flexDirection: "column", gap: 12 }}>
            <IgrLinearProgress value={done.includes(t.title) ? 100 : t.progress} max={100}>
              <span slot="value">{done.includes(t.title) ? 100 : t.progress}% complete</span>
            </IgrLinearProgress>
            <div style={{ display: "flex", gap: 8 }}>
              {t.tags.map((tag) => (
                <IgrChip key={tag}>{tag}</IgrChip>
              ))}
            </div>
            <div>
              <IgrButton variant="outlined" disabled={done.includes(t.title)} onClick={() => setDone((d) => [...d, t.title])}>
                Mark as done
              </IgrButton>
            </div>
          </div>
        </IgrExpansionPanel>
      ))}
    </div>
  );
}
