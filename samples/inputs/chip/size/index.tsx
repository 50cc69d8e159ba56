import { useState, type CSSProperties } from "react";
import { IgrChip } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Row, Section } from "../../_shared/page";

type Size = "small" | "medium" | "large";
const sizes: Size[] = ["small", "medium", "large"];
const sizeStyle = (size: Size) => ({ "--ig-size": `var(--ig-size-${size})` }) as CSSProperties;

const genres = ["Jazz", "Blues", "Folk", "Techno"];

export default function ChipSizeSample() {
  const [size, setSize] = useState<Size>("large");
  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Size" value={size} options={sizes} onChange={setSize} />
      </ControlBar>
      <Section title={`Genres (${size})`}>
        <Row style={{ ...sizeStyle(size), gap: 8 }}>
          {genres.map((g) => (
            <IgrChip key={g} removable selectable>
              {g}
            </IgrChip>
          ))}
        </Row>
      </Section>
      <Section title="All sizes">
        {sizes.map((s) => (
          <Row key={s} style={{ ...sizeStyle(s), gap: 8 }}>
            <span style={{ width: 70 }}>{s}</span>
            <IgrChip removable>Removable</IgrChip>
            <IgrChip selectable selected>
              Selected
            </IgrChip>
          </Row>
        ))}
      </Section>
    </Page>
  );
}
