import { useState } from "react";
import { IgrRating } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

const labels = ["Very poor", "Poor", "Okay", "Good", "Excellent"];

export default function RatingSingleSelectionSample() {
  const [single, setSingle] = useState(true);
  const [value, setValue] = useState(4);

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Single selection" checked={single} onChange={setSingle} />
      </ControlBar>
      <Section title="Delivery experience">
        {/* single: only the chosen symbol is drawn full, not every symbol up to it. */}
        <IgrRating label="How was the delivery?" value={value} single={single} onChange={(e) => setValue(e.detail)}>
          <span slot="value-label">{labels[value - 1] ?? "Not rated"}</span>
        </IgrRating>
        <small style={{ opacity: 0.75 }}>
          {single ? "Only the selected star is highlighted, like picking one answer." : "Every star up to the value is highlighted."}
        </small>
      </Section>
    </Page>
  );
}
