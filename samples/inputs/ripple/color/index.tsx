import { useState, type CSSProperties } from "react";
import { IgrButton, IgrRipple } from "igniteui-react";
import { ControlBar, SelectControl } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

const colors = [
  { value: "#ffffff", text: "White" },
  { value: "#ffeb3b", text: "Yellow" },
  { value: "#e91e63", text: "Pink" },
  { value: "#00e5ff", text: "Cyan" },
  { value: "#000000", text: "Black" },
];

// The ripple's color is its --color custom property.
const rippleColor = (color: string) => ({ "--color": color }) as CSSProperties;

const tile: CSSProperties = {
  position: "relative",
  overflow: "hidden",
  width: 160,
  height: 100,
  borderRadius: 8,
  display: "grid",
  placeItems: "center",
  color: "#fff",
  fontWeight: 600,
  cursor: "pointer",
  userSelect: "none",
};

export default function RippleColorSample() {
  const [color, setColor] = useState("#ffeb3b");
  return (
    <Page>
      <ControlBar>
        <SelectControl label="Ripple color" value={color} options={colors} onChange={setColor} />
      </ControlBar>
      <Section title="Click the buttons and tiles">
        <Row>
          <IgrButton>
            Contained
            <IgrRipple style={rippleColor(color)} />
          </IgrButton>
          <IgrButton variant="outlined">
            Outlined
            <IgrRipple style={rippleColor(color)} />
          </IgrButton>
        </Row>
        <Row>
          {["#3949ab", "#00897b", "#6d4c41"].map((bg) => (
            <div key={bg} style={{ ...tile, background: bg }}>
              {bg}
              <IgrRipple style={rippleColor(color)} />
            </div>
          ))}
        </Row>
      </Section>
      <Section title="A fixed color for each tile">
        <Row>
          {colors.map((c) => (
            <div key={c.value} style={{ ...tile, background: "#455a64" }}>
              {c.text} ripple
              <IgrRipple style={rippleColor(c.value)} />
            </div>
          ))}
        </Row>
      </Section>
    </Page>
  );
}
