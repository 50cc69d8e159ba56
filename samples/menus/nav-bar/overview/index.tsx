import { useState, type CSSProperties } from "react";
import {
  IgrButtonGroup,
  IgrIcon,
  IgrIconButton,
  IgrInput,
  IgrNavbar,
  IgrSwitch,
  IgrToggleButton,
  registerIconFromText,
} from "igniteui-react";

const collection = "nav-bar-overview";

// 24x24 icons drawn inline, so nothing is fetched from the network.
const icons: Record<string, string> = {
  menu: '<svg viewBox="0 0 24 24"><path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"/></svg>',
  back: '<svg viewBox="0 0 24 24"><path fill="currentColor" d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z"/></svg>',
  search:
    '<svg viewBox="0 0 24 24"><circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2"/><path stroke="currentColor" stroke-width="2.4" stroke-linecap="round" d="M14.5 14.5 20 20"/></svg>',
  bell: '<svg viewBox="0 0 24 24"><path fill="currentColor" d="M12 3a6 6 0 0 0-6 6v4l-2 3v1h16v-1l-2-3V9a6 6 0 0 0-6-6zm-2 16a2 2 0 0 0 4 0z"/></svg>',
  heart:
    '<svg viewBox="0 0 24 24"><path fill="currentColor" d="M12 20.5 4.6 13.3A4.8 4.8 0 0 1 12 7a4.8 4.8 0 0 1 7.4 6.3z"/></svg>',
  more: '<svg viewBox="0 0 24 24"><circle cx="12" cy="5" r="2" fill="currentColor"/><circle cx="12" cy="12" r="2" fill="currentColor"/><circle cx="12" cy="19" r="2" fill="currentColor"/></svg>',
};

for (const [name, svg] of Object.entries(icons)) {
  registerIconFromText(name, svg, collection);
}

type Start = "menu" | "back";

const actions = [
  { icon: "search", label: "Search" },
  { icon: "bell", label: "Notifications" },
  { icon: "heart", label: "Favorites" },
  { icon: "more", label: "More options" },
];

const row: CSSProperties = { display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" };

export default function NavbarOverviewSample() {
  const [title, setTitle] = useState("Inbox");
  const [start, setStart] = useState<Start>("menu");
  const [showActions, setShowActions] = useState(true);
  const [pressed, setPressed] = useState<{ icon: string; label: string } | null>(null);

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box" }}>
      <div style={{ ...row, gap: 24 }}>
        <IgrInput label="Title" value={title} style={{ width: 220 }} onInput={(e) => setTitle(e.detail)} />
        <div style={row}>
          <span style={{ fontWeight: 600 }}>Start icon</span>
          <IgrButtonGroup selection="single-required" onSelect={(e) => setStart(e.detail as Start)}>
            <IgrToggleButton value="menu" selected={start === "menu"}>
              Menu
            </IgrToggleButton>
            <IgrToggleButton value="back" selected={start === "back"}>
              Back
            </IgrToggleButton>
          </IgrButtonGroup>
        </div>
        <IgrSwitch checked={showActions} onChange={(e) => setShowActions(e.detail.checked)}>
          Show actions
        </IgrSwitch>
      </div>

      <div
        style={{
          flex: 1,
          minHeight: 240,
          display: "flex",
          flexDirection: "column",
          border: "1px solid var(--ig-gray-300)",
          borderRadius: 8,
          overflow: "hidden",
        }}
      >
        <IgrNavbar>
          <IgrIconButton
            slot="start"
            variant="flat"
            name={start}
            collection={collection}
            aria-label={start === "menu" ? "Open menu" : "Go back"}
            onClick={() => setPressed({ icon: start, label: start === "menu" ? "Open menu" : "Go back" })}
          />
          <h2 style={{ margin: 0, fontSize: "1.25rem", fontWeight: 500 }}>{title}</h2>
          {showActions &&
            actions.map((a) => (
              <IgrIconButton
                key={a.icon}
                slot="end"
                variant="flat"
                name={a.icon}
                collection={collection}
                aria-label={a.label}
                title={a.label}
                onClick={() => setPressed(a)}
              />
            ))}
        </IgrNavbar>

        <div style={{ flex: 1, padding: 24, display: "flex", flexDirection: "column", gap: 12 }}>
          <div style={row}>
            {pressed && <IgrIcon name={pressed.icon} collection={collection} style={{ fontSize: 32, color: "#0d6efd" }} />}
            <span aria-live="polite">
              Last pressed: <strong>{pressed ? pressed.label : "nothing yet"}</strong>
            </span>
          </div>
          <p style={{ margin: 0, color: "var(--ig-gray-700)", maxWidth: 560 }}>
            The navbar holds a navigation icon in its <code>start</code> slot, the title in its default slot and
            action icons in its <code>end</code> slot. Press any icon to see which action it triggers.
          </p>
        </div>
      </div>
    </div>
  );
}
