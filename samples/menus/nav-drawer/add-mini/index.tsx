import { useState, type CSSProperties } from "react";
import { IgrNavDrawer, IgrNavDrawerItem } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { pages } from "../_shared/pages";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

// The "mini" slot holds icon-only items, shown while the drawer is closed.
export default function NavDrawerAddMiniSample() {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState("inbox");
  const current = pages.find((p) => p.key === active)!;

  const items = (mini: boolean) =>
    pages.map((p) => (
      <IgrNavDrawerItem key={p.key} active={p.key === active} onClick={() => setActive(p.key)}>
        <span slot="icon" className="material-icons" title={mini ? p.label : undefined}>
          {p.icon}
        </span>
        {!mini && <span slot="content">{p.label}</span>}
      </IgrNavDrawerItem>
    ));

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Open (full drawer)" checked={open} onChange={setOpen} />
      </ControlBar>
      <div style={{ display: "flex", flex: 1, minHeight: 320, border: "1px solid var(--ig-gray-300)", borderRadius: 8, overflow: "hidden" }}>
        <IgrNavDrawer position="relative" open={open} style={{ height: "100%" }}>
          <IgrNavDrawerItem onClick={() => setOpen(false)}>
            <span slot="icon" className="material-icons">
              menu_open
            </span>
            <span slot="content">Collapse</span>
          </IgrNavDrawerItem>
          {items(false)}
          <div slot="mini">
            <IgrNavDrawerItem onClick={() => setOpen(true)}>
              <span slot="icon" className="material-icons" title="Expand">
                menu
              </span>
            </IgrNavDrawerItem>
            {items(true)}
          </div>
        </IgrNavDrawer>
        <main style={{ flex: 1, padding: 24 }}>
          <h2 style={{ marginTop: 0 }}>{current.label}</h2>
          <p>{current.text}</p>
          <p style={{ opacity: 0.7 }}>Closed, the drawer shows its mini variant: icons only. The menu icon expands it.</p>
        </main>
      </div>
    </div>
  );
}
