import { useState, type CSSProperties } from "react";
import { IgrNavDrawer, IgrNavDrawerHeaderItem, IgrNavDrawerItem } from "igniteui-react";
import { pages } from "../_shared/pages";
import "./styling.css";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", padding: 16, boxSizing: "border-box" };

export default function NavDrawerStylingSample() {
  const [active, setActive] = useState("starred");
  const current = pages.find((p) => p.key === active)!;

  return (
    <div style={page}>
      <div style={{ display: "flex", flex: 1, minHeight: 340, border: "1px solid var(--ig-gray-300)", borderRadius: 8, overflow: "hidden" }}>
        <IgrNavDrawer className="styling-drawer" position="relative" open style={{ height: "100%" }}>
          <IgrNavDrawerHeaderItem>Mailbox</IgrNavDrawerHeaderItem>
          {pages.map((p, i) => (
            <IgrNavDrawerItem key={p.key} active={p.key === active} disabled={i === pages.length - 1} onClick={() => setActive(p.key)}>
              <span slot="icon" className="material-icons">
                {p.icon}
              </span>
              <span slot="content">{p.label}</span>
            </IgrNavDrawerItem>
          ))}
        </IgrNavDrawer>
        <main style={{ flex: 1, padding: 24 }}>
          <h2 style={{ marginTop: 0 }}>{current.label}</h2>
          <p>{current.text}</p>
        </main>
      </div>
    </div>
  );
}
