import { useState, type CSSProperties } from "react";
import { IgrInput } from "igniteui-react";
import { ControlBar, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { Icon, Page, Section } from "../../_shared/page";

type Size = "small" | "medium" | "large";
const sizes: Size[] = ["small", "medium", "large"];
const sizeStyle = (size: Size) => ({ "--ig-size": `var(--ig-size-${size})`, maxWidth: 380 }) as CSSProperties;

export default function InputSizeSample() {
  const [size, setSize] = useState<Size>("small");
  const [outlined, setOutlined] = useState(false);
  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Size" value={size} options={sizes} onChange={setSize} />
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
      </ControlBar>
      <Section title={`Chosen size: ${size}`}>
        <IgrInput label="City" value="Lisbon" outlined={outlined} style={sizeStyle(size)}>
          <Icon slot="prefix" name="place" />
        </IgrInput>
      </Section>
      <Section title="All sizes">
        {sizes.map((s) => (
          <IgrInput key={s} label={`${s[0]?.toUpperCase()}${s.slice(1)}`} placeholder={`--ig-size: ${s}`} outlined={outlined} style={sizeStyle(s)}>
            <Icon slot="prefix" name="place" />
          </IgrInput>
        ))}
      </Section>
    </Page>
  );
}
