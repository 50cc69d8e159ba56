import { useState, type CSSProperties } from "react";
import { IgrIconButton, IgrNavbar } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import "./styling.css";

type Palette = "dusk" | "sand";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box" };

const action = (icon: string, label: string) => (
  <IgrIconButton slot="end" variant="flat" aria-label={label} title={label}>
    <span className="material-icons">{icon}</span>
  </IgrIconButton>
);

export default function NavBarStylingSample() {
  const [palette, setPalette] = useState<Palette>("dusk");

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Palette" value={palette} options={["dusk", "sand"] as const} onChange={setPalette} />
      </ControlBar>
      <IgrNavbar className={palette === "sand" ? "styling-navbar styling-light" : "styling-navbar"}>
        <IgrIconButton slot="start" variant="flat" aria-label="Menu">
          <span className="material-icons">menu</span>
        </IgrIconButton>
        Photo studio
        {action("search", "Search")}
        {action("favorite", "Favorites")}
        {action("more_vert", "More")}
      </IgrNavbar>
      <p style={{ margin: 0, color: "var(--ig-gray-700)", maxWidth: 640 }}>
        The bar's background, title and icon colours come from the navbar tokens; the title is made bold and upper case
        through its <code>middle</code> part.
      </p>
    </div>
  );
}
