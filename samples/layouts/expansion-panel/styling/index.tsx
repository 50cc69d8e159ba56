import type { CSSProperties } from "react";
import { IgrExpansionPanel } from "igniteui-react";
import "./styling.css";

const recipes = [
  { title: "Lemon tart", subtitle: "Dessert · 1 h 20 min", text: "A crisp shortcrust filled with tangy lemon curd and topped with a light meringue." },
  { title: "Mushroom risotto", subtitle: "Main · 45 min", text: "Arborio rice cooked slowly in stock with porcini, butter and parmesan." },
  { title: "Gazpacho", subtitle: "Starter · 20 min", text: "A cold Andalusian soup of ripe tomatoes, cucumber, pepper, garlic and olive oil." },
];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 0, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function ExpansionPanelStylingSample() {
  return (
    <div style={page}>
      {recipes.map((r, i) => (
        <IgrExpansionPanel key={r.title} className="styling-panel" open={i === 0} style={{ marginBottom: 8 }}>
          <span slot="title">{r.title}</span>
          <span slot="subtitle">{r.subtitle}</span>
          <p style={{ margin: 0, lineHeight: 1.6 }}>{r.text}</p>
        </IgrExpansionPanel>
      ))}
    </div>
  );
}
