import { useState } from "react";
import { IgrRangeSlider, IgrSlider } from "igniteui-react";
import { Page, Section } from "../../_shared/page";

export default function SliderOverviewSample() {
  const [volume, setVolume] = useState(40);
  const [price, setPrice] = useState({ lower: 150, upper: 600 });

  return (
    <Page>
      <Section title="Single value: volume">
        {/* igcInput fires while dragging, igcChange when the drag or key press ends. */}
        <IgrSlider aria-label="Volume" value={volume} min={0} max={100} style={{ maxWidth: 480 }} onInput={(e) => setVolume(e.detail)} />
        <div>
          Volume: <b>{volume}%</b>
        </div>
      </Section>
      <Section title="Range: price filter">
        <IgrRangeSlider
          thumbLabelLower="Minimum price"
          thumbLabelUpper="Maximum price"
          min={0}
          max={1000}
          step={10}
          lower={price.lower}
          upper={price.upper}
          primaryTicks={6}
          valueFormat="${0}"
          style={{ maxWidth: 480, marginBottom: 28 }}
          onInput={(e) => setPrice({ lower: e.detail.lower, upper: e.detail.upper })}
        />
        <div>
          Showing hotels from <b>${price.lower}</b> to <b>${price.upper}</b> per night
        </div>
      </Section>
    </Page>
  );
}
