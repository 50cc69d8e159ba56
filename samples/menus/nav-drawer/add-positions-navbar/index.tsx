import { useRef, useState, type CSSProperties } from "react";
import { IgrIconButton, IgrNavbar, IgrNavDrawer, IgrNavDrawerHeaderItem, IgrNavDrawerItem, type NavDrawerPosition } from "igniteui-react";
import { ControlBar, StatusLine, ToggleGroup } from "../../../_shared/controls";
import { pages } from "../_shared/pages";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

// The navbar's menu button toggles the drawer. "relative" keeps the drawer in the layout;
// start, end, top and bottom slide it over the page from that side, with a backdrop.
export default function NavDrawerAddPositionsNavbarSample() {
  const drawer = useRef<IgrNavDrawer>(null);
  const [position, setPosition] = useState<NavDrawerPosition>("relative");
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState("inbox");
  const current = pages.find((p) => p.key === active)!;

  const choosePosition = (p: NavDrawerPosition) => {
    setPosition(p);
    // An overlay drawer opens right away so the position can be seen; Escape or the backdrop closes it.
    setOpen(true);
  };

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Position" value={position} options={["relative", "start", "end", "top", "bottom"] as const} onChange={choosePosition} />
      </ControlBar>
      <StatusLine>
        The drawer is <b>{open ? "open" : "closed"}</b>. Press the menu button in the navbar to toggle it.
      </StatusLine>
      <div style={{ display: "flex", flexDirection: "column", flex: 1, minHeight: 320, border: "1px solid var(--ig-gray-300)", borderRadius: 8, overflow: "hidden" }}>
        <IgrNavbar>
          <IgrIconButton slot="start" variant="flat" aria-label="Toggle the menu" onClick={() => setOpen((o) => !o)}>
            <span className="material-icons">menu</span>
          </IgrIconButton>
          <span style={{ fontSize: "1.2rem" }}>Mail · {current.label}</span>
        </IgrNavbar>
        <div style={{ display: "flex", flex: 1, minHeight: 0 }}>
          <IgrNavDrawer ref={drawer} position={position} open={open} onClosed={() => setOpen(false)} style={position === "relative" ? { height: "100%" } : undefined}>
            <IgrNavDrawerHeaderItem>Folders</IgrNavDrawerHeaderItem>
            {pages.map((p) => (
              <IgrNavDrawerItem
                key={p.key}
                active={p.key === active}
                onClick={() => {
                  setActive(p.key);
                  if (position !== "relative") setOpen(false);
                }}
              >
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
    </div>
  );
}
