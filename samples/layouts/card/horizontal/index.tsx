import { useState, type CSSProperties } from "react";
import { IgrButton, IgrCard, IgrCardActions, IgrCardContent, IgrCardHeader, IgrCardMedia, type ContentOrientation } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Cover, albums } from "../_shared/albums";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// A horizontal card: the media sits beside the text, and the actions run down the right edge.
export default function CardHorizontalSample() {
  const [actions, setActions] = useState<ContentOrientation>("vertical");
  const [playing, setPlaying] = useState<string | null>(null);

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Actions orientation" value={actions} options={["vertical", "horizontal"] as const} onChange={setActions} />
      </ControlBar>
      <div style={{ display: "flex", flexDirection: "column", gap: 16, maxWidth: 640 }}>
        {albums.map((a) => (
          <IgrCard key={a.title} elevated>
            <div style={{ display: "flex", alignItems: "stretch" }}>
              <IgrCardMedia style={{ width: 140, flexShrink: 0 }}>
                <Cover album={a} />
              </IgrCardMedia>
              <div style={{ flex: 1, display: "flex", flexDirection: "column", minWidth: 0 }}>
                <IgrCardHeader>
                  <h3 slot="title">{a.title}</h3>
                  <h5 slot="subtitle">
                    {a.artist} · {a.year}
                  </h5>
                </IgrCardHeader>
                <IgrCardContent>
                  {a.tracks} tracks · {a.minutes} min {playing === a.title && <b> · now playing</b>}
                </IgrCardContent>
              </div>
              <IgrCardActions orientation={actions} style={actions === "vertical" ? { borderInlineStart: "1px solid #e3e6ea" } : { alignSelf: "flex-end" }}>
                <IgrButton variant="flat" onClick={() => setPlaying(playing === a.title ? null : a.title)}>
                  <span className="material-icons">{playing === a.title ? "pause" : "play_arrow"}</span>
                </IgrButton>
                <IgrButton variant="flat" aria-label="Add to library">
                  <span className="material-icons">library_add</span>
                </IgrButton>
                <IgrButton variant="flat" aria-label="Share">
                  <span className="material-icons">share</span>
                </IgrButton>
              </IgrCardActions>
            </div>
          </IgrCard>
        ))}
      </div>
    </div>
  );
}
