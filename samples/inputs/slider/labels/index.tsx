import { useState } from "react";
import { IgrSlider, IgrSliderLabel } from "igniteui-react";
import { Page, Section } from "../../_shared/page";

const sizes = ["XS", "S", "M", "L", "XL", "XXL"];
const levels = ["Beginner", "Intermediate", "Advanced", "Expert"];

export default function SliderLabelsSample() {
  const [size, setSize] = useState(2);
  const [level, setLevel] = useState(1);

  return (
    <Page>
      <Section title="Shirt size">
        {/* With slider labels the value is the label's index: min, max and step follow the labels. */}
        <IgrSlider aria-label="Size" value={size} primaryTicks={sizes.length} discreteTrack style={{ maxWidth: 520, margin: "0 40px 28px" }} onInput={(e) => setSize(e.detail)}>
          {sizes.map((s) => (
            <IgrSliderLabel key={s}>{s}</IgrSliderLabel>
          ))}
        </IgrSlider>
        <div>
          Size: <b>{sizes[size]}</b> (value {size})
        </div>
      </Section>
      <Section title="Skill level">
        <IgrSlider aria-label="Level" value={level} primaryTicks={levels.length} style={{ maxWidth: 520, margin: "0 40px 28px" }} onInput={(e) => setLevel(e.detail)}>
          {levels.map((l) => (
            <IgrSliderLabel key={l}>{l}</IgrSliderLabel>
          ))}
        </IgrSlider>
        <div>
          Level: <b>{levels[level]}</b>
        </div>
      </Section>
    </Page>
  );
}
