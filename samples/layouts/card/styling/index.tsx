import { useState, type CSSProperties } from "react";
import { IgrButton, IgrCard, IgrCardActions, IgrCardContent, IgrCardHeader, IgrCardMedia } from "igniteui-react";
import { ControlBar, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { Cover, albums } from "../_shared/albums";
import "./styling.css";

type Palette = "midnight" | "sand";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function CardStylingSample() {
  const [palette, setPalette] = useState<Palette>("midnight");
  const [elevated, setElevated] = useState(false);

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Palette" value={palette} options={["midnight", "sand"] as const} onChange={setPalette} />
        <SwitchControl label="Elevated (shadow instead of outline)" checked={elevated} onChange={setElevated} />
      </ControlBar>
      <div style={{ display: "flex", gap: 20, flexWrap: "wrap" }}>
        {albums.map((a) => (
          <IgrCard key={a.title} elevated={elevated} className={palette === "sand" ? "styling-card styling-light" : "styling-card"}>
            <IgrCardMedia className="styling-card-media">
              <Cover album={a} />
            </IgrCardMedia>
            <IgrCardHeader>
              <h3 slot="title">{a.title}</h3>
              <h5 slot="subtitle">
                {a.artist} · {a.year}
              </h5>
            </IgrCardHeader>
            <IgrCardContent>
              {a.tracks} tracks and {a.minutes} minutes of music, remastered for this edition.
            </IgrCardContent>
            <IgrCardActions>
              <IgrButton slot="start" variant="flat">
                Listen
              </IgrButton>
              <IgrButton slot="end" variant="flat">
                Buy
              </IgrButton>
            </IgrCardActions>
          </IgrCard>
        ))}
      </div>
    </div>
  );
}
