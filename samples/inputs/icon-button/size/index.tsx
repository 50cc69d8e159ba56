import { useState, type CSSProperties } from "react";
import { IgrIconButton } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { ICONS } from "../../_shared/icons";
import { Page, Row, Section } from "../../_shared/page";

type Size = "small" | "medium" | "large";
const sizes: Size[] = ["small", "medium", "large"];
const sizeStyle = (size: Size) => ({ "--ig-size": `var(--ig-size-${size})` }) as CSSProperties;

const actions = ["add", "edit", "delete", "share"];

export default function IconButtonSizeSample() {
  const [size, setSize] = useState<Size>("large");
  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Size" value={size} options={sizes} onChange={setSize} />
      </ControlBar>
      <Section title={`Toolbar (${size})`}>
        <Row style={sizeStyle(size)}>
          {actions.map((a) => (
            <IgrIconButton key={a} variant="outlined" name={a} collection={ICONS} aria-label={a} />
          ))}
        </Row>
      </Section>
      <Section title="All sizes, every variant">
        {sizes.map((s) => (
          <Row key={s} style={sizeStyle(s)}>
            <span style={{ width: 70 }}>{s}</span>
            <IgrIconButton variant="contained" name="add" collection={ICONS} aria-label="add" />
            <IgrIconButton variant="outlined" name="edit" collection={ICONS} aria-label="edit" />
            <IgrIconButton variant="flat" name="delete" collection={ICONS} aria-label="delete" />
          </Row>
        ))}
      </Section>
    </Page>
  );
}
