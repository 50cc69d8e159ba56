import { useState, type CSSProperties } from "react";
import { IgrAvatar, IgrButton, IgrCard, IgrCardActions, IgrCardContent, IgrCardHeader, IgrCardMedia } from "igniteui-react";
import { Cover, albums } from "../_shared/albums";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// A semi-horizontal card: header and text beside the media on top, the actions in a full-width row below.
export default function CardSemiHorizontalSample() {
  const [liked, setLiked] = useState<Set<string>>(new Set());

  const toggle = (title: string) =>
    setLiked((set) => {
      const next = new Set(set);
      if (!next.delete(title)) next.add(title);
      return next;
    });

  return (
    <div style={page}>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(380px, 1fr))", gap: 16 }}>
        {albums.map((a) => (
          <IgrCard key={a.title}>
            <div style={{ display: "flex" }}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <IgrCardHeader>
                  <IgrAvatar slot="thumbnail" shape="circle" initials={a.artist.split(" ").map((w) => w[0]).join("").slice(0, 2)} />
                  <h3 slot="title">{a.title}</h3>
                  <h5 slot="subtitle">{a.artist}</h5>
                </IgrCardHeader>
                <IgrCardContent>
                  Released in {a.year}. {a.tracks} tracks, {a.minutes} minutes of music.
                </IgrCardContent>
              </div>
              <IgrCardMedia style={{ width: 130, height: 130, margin: 16, flexShrink: 0, borderRadius: 6, overflow: "hidden" }}>
                <Cover album={a} />
              </IgrCardMedia>
            </div>
            <IgrCardActions>
              <IgrButton slot="start" variant="flat">
                Play album
              </IgrButton>
              <IgrButton slot="start" variant="flat">
                Tracklist
              </IgrButton>
              <IgrButton slot="end" variant="flat" aria-label="Like" onClick={() => toggle(a.title)}>
                <span className="material-icons" style={{ color: liked.has(a.title) ? "#d63384" : undefined }}>
                  {liked.has(a.title) ? "favorite" : "favorite_border"}
                </span>
              </IgrButton>
            </IgrCardActions>
          </IgrCard>
        ))}
      </div>
    </div>
  );
}
