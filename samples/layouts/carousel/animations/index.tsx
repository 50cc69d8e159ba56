import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrCarousel, IgrCarouselSlide, type HorizontalTransitionAnimation } from "igniteui-react";
import { ControlBar, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { destinations, sceneStyle } from "../_shared/destinations";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

export default function CarouselAnimationsSample() {
  const carousel = useRef<IgrCarousel>(null);
  const [animation, setAnimation] = useState<HorizontalTransitionAnimation>("slide");
  const [vertical, setVertical] = useState(false);

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Animation" value={animation} options={["slide", "fade", "none"] as const} onChange={setAnimation} />
        <SwitchControl label="Vertical" checked={vertical} onChange={setVertical} />
        <IgrButton variant="outlined" onClick={() => void carousel.current?.prev()}>
          Previous
        </IgrButton>
        <IgrButton onClick={() => void carousel.current?.next()}>Next</IgrButton>
      </ControlBar>
      <p style={{ margin: 0, color: "var(--ig-gray-700)" }}>
        {animation === "slide" && `Slides move ${vertical ? "up and down" : "left and right"} into place.`}
        {animation === "fade" && "The next slide fades in over the current one."}
        {animation === "none" && "Slides switch instantly, without a transition."}
      </p>
      <IgrCarousel
        ref={carousel}
        animationType={animation}
        vertical={vertical}
        style={{ flex: 1, minHeight: 300, borderRadius: 8, overflow: "hidden" }}
      >
        {destinations.map((d) => (
          <IgrCarouselSlide key={d.name}>
            <div style={{ ...sceneStyle(d), display: "flex", alignItems: "flex-start", padding: 24, boxSizing: "border-box" }}>
              <span style={{ background: "hsl(from var(--ig-surface-500) h s l / 85%)", color: "var(--ig-surface-500-contrast)", padding: "6px 14px", borderRadius: 999, fontWeight: 600 }}>
                {d.name}
              </span>
            </div>
          </IgrCarouselSlide>
        ))}
      </IgrCarousel>
    </div>
  );
}
