import { useState, type CSSProperties } from "react";
import { IgrCarousel, IgrCarouselIndicator, IgrCarouselSlide } from "igniteui-react";
import { StatusLine } from "../../../_shared/controls";
import { destinations, sceneStyle } from "../_shared/destinations";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };
const thumb: CSSProperties = { width: 72, height: 44, borderRadius: 4, boxSizing: "border-box" };

// Each indicator shows a thumbnail of its slide: dimmed when inactive, outlined in its "active" slot.
export default function CarouselThumbnailSample() {
  const [current, setCurrent] = useState(0);

  return (
    <div style={page}>
      <StatusLine>
        Showing <b>{destinations[current]?.name}</b>: click a thumbnail to jump to its slide.
      </StatusLine>
      <IgrCarousel
        hideNavigation={false}
        style={{ flex: 1, minHeight: 320, borderRadius: 8, overflow: "hidden" }}
        onSlideChanged={(e) => setCurrent(e.detail)}
      >
        {destinations.map((d) => (
          <IgrCarouselIndicator key={`i-${d.name}`} slot="indicator">
            <div style={{ ...thumb, background: d.scene, opacity: 0.6 }} title={d.name} />
            <div slot="active" style={{ ...thumb, background: d.scene, outline: "3px solid #fff", boxShadow: "0 0 0 5px #0b6bcb" }} title={d.name} />
          </IgrCarouselIndicator>
        ))}
        {destinations.map((d) => (
          <IgrCarouselSlide key={d.name}>
            <div style={{ ...sceneStyle(d), display: "flex", alignItems: "flex-start", padding: 24, boxSizing: "border-box" }}>
              <h2 style={{ margin: 0, color: "#fff", textShadow: "0 1px 4px rgb(0 0 0 / 60%)" }}>{d.name}</h2>
            </div>
          </IgrCarouselSlide>
        ))}
      </IgrCarousel>
    </div>
  );
}
