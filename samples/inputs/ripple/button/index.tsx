import { useState, type CSSProperties } from "react";
import { IgrButton, IgrRipple } from "igniteui-react";
import { Icon, Page, Row, Section } from "../../_shared/page";

// The ripple fills its nearest positioned ancestor and animates from the point that was pressed.
const card: CSSProperties = {
  position: "relative",
  overflow: "hidden",
  width: 200,
  padding: 20,
  borderRadius: 8,
  border: "1px solid rgba(128,128,128,0.35)",
  cursor: "pointer",
  userSelect: "none",
  display: "flex",
  flexDirection: "column",
  gap: 8,
};

export default function RippleButtonSample() {
  const [clicks, setClicks] = useState(0);
  const add = () => setClicks((n) => n + 1);

  return (
    <Page>
      <Section title="Buttons with a ripple (click and watch the wave)">
        <Row>
          {(["contained", "outlined", "flat", "fab"] as const).map((v) => (
            <IgrButton key={v} variant={v} onClick={add}>
              {v === "fab" && <Icon slot="prefix" name="touch_app" />}
              {v}
              <IgrRipple />
            </IgrButton>
          ))}
        </Row>
      </Section>
      <Section title="Any element can ripple">
        <Row>
          {["Photos", "Music", "Documents"].map((name) => (
            <div key={name} role="button" tabIndex={0} style={card} onClick={add}>
              <Icon name={name === "Photos" ? "photo" : name === "Music" ? "music_note" : "description"} size={32} />
              <b>{name}</b>
              <small style={{ opacity: 0.7 }}>Press anywhere on the card</small>
              <IgrRipple />
            </div>
          ))}
        </Row>
      </Section>
      <div>
        Clicks: <b>{clicks}</b>
      </div>
    </Page>
  );
}
