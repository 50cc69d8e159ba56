import { useState, type CSSProperties } from "react";
import { IgrCarousel, IgrCarouselSlide } from "igniteui-react";
import { ControlBar, SliderControl, StatusLine, SwitchControl } from "../../../_shared/controls";
import { destinations, sceneStyle } from "../_shared/destinations";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

export default function CarouselOverviewSample() {
  const [autoplay, setAutoplay] = useState(true);
  const [delay, setDelay] = useState(4000);
  const [loop, setLoop] = useState(true);
  const [navigation, setNavigation] = useState(true);
  const [indicators, setIndicators] = useState(true);
  const [current, setCurrent] = useState(0);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Autoplay" checked={autoplay} onChange={setAutoplay} />
        <SliderControl label="Interval" value={delay} min={1000} max={8000} step={500} format={(v) => `${v / 1000} s`} onChange={setDelay} />
        <SwitchControl label="Loop" checked={loop} onChange={setLoop} />
        <SwitchControl label="Arrows" checked={navigation} onChange={setNavigation} />
        <SwitchControl label="Indicators" checked={indicators} onChange={setIndicators} />
      </ControlBar>
      <StatusLine>
        Slide {current + 1} of {destinations.length}: <b>{destinations[current]?.name}</b>
        {autoplay ? " (hover or focus the carousel to pause)" : ""}
      </StatusLine>

      <IgrCarousel
        // interval undefined stops autoplay.
        interval={autoplay ? delay : undefined}
        disableLoop={!loop}
        hideNavigation={!navigation}
        hideIndicators={!indicators}
        style={{ flex: 1, minHeight: 300, borderRadius: 8, overflow: "hidden" }}
        onSlideChanged={(e) => setCurrent(e.detail)}
      >
        {destinations.map((d) => (
          <IgrCarouselSlide key={d.name}>
            <div style={{ ...sceneStyle(d), position: "relative" }}>
              <div style={{ position: "absolute", left: 0, right: 0, bottom: 0, padding: "24px 72px 48px", color: "#fff", background: "linear-gradient(transparent, rgb(0 0 0 / 55%))" }}>
                <h2 style={{ margin: 0 }}>
                  {d.name}, {d.country}
                </h2>
                <p style={{ margin: "4px 0 0" }}>{d.text}</p>
              </div>
            </div>
          </IgrCarouselSlide>
        ))}
      </IgrCarousel>
    </div>
  );
}
