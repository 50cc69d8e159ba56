import type { CSSProperties } from "react";
import { IgrTab, IgrTabs } from "igniteui-react";
import "./styling.css";

const tabs = [
  { label: "Overview", icon: "dashboard", text: "Traffic is up 8% this week; conversion holds at 3.1%." },
  { label: "Audience", icon: "groups", text: "62% of visitors are new; most arrive from search." },
  { label: "Revenue", icon: "payments", text: "Revenue reached $48,200, led by the spring collection." },
  { label: "Settings", icon: "settings", text: "Reports are emailed every Monday at 08:00." },
];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function TabsStylingSample() {
  return (
    <div style={page}>
      <IgrTabs className="styling-tabs" style={{ maxWidth: 760 }}>
        {tabs.map((t, i) => (
          <IgrTab key={t.label} selected={i === 0}>
            <span slot="prefix" className="material-icons" style={{ fontSize: 20 }}>
              {t.icon}
            </span>
            <span slot="label">{t.label}</span>
            <div className="styling-tabs-panel">{t.text}</div>
          </IgrTab>
        ))}
      </IgrTabs>
    </div>
  );
}
