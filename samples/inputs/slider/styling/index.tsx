import { IgrRangeSlider, IgrSlider } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import "./slider-styling.css";

export default function SliderStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <IgrSlider aria-label="Default" value={60} primaryTicks={6} style={{ maxWidth: 520 }} />
      </Section>
      <Section title="Styled with --ig-slider-* tokens and CSS parts">
        <div style={{ display: "flex", flexDirection: "column", gap: 32, maxWidth: 520 }}>
          <IgrSlider className="slider-styling-custom" aria-label="Styled" value={60} primaryTicks={6} />
          <IgrRangeSlider className="slider-styling-custom" thumbLabelLower="From" thumbLabelUpper="To" lower={25} upper={75} primaryTicks={6} />
        </div>
      </Section>
    </Page>
  );
}
