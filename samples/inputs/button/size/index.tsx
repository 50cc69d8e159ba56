import { useState, type CSSProperties } from "react";
import { IgrButton } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

type Size = "small" | "medium" | "large";
const sizes: Size[] = ["small", "medium", "large"];
const variants = ["contained", "outlined", "flat", "fab"] as const;

// Size is a theme setting: the --ig-size custom property on the button or an ancestor.
const sizeStyle = (size: Size) => ({ "--ig-size": `var(--ig-size-${size})` }) as CSSProperties;

export default function ButtonSizeSample() {
  const [size, setSize] = useState<Size>("small");
  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Size" value={size} options={sizes} onChange={setSize} />
      </ControlBar>
      <Section title={`Every variant, ${size}`}>
        <Row style={sizeStyle(size)}>
          {variants.map((v) => (
            <IgrButton key={v} variant={v}>
              {v}
            </IgrButton>
          ))}
        </Row>
      </Section>
      <Section title="Side by side">
        <Row>
          {sizes.map((s) => (
            <IgrButton key={s} style={sizeStyle(s)}>
              {s}
            </IgrButton>
          ))}
        </Row>
      </Section>
    </Page>
  );
}
