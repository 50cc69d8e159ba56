import { useState } from "react";
import { IgrRadio, IgrRadioGroup } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Alignment = "horizontal" | "vertical";

export default function RadioAlignmentSample() {
  const [alignment, setAlignment] = useState<Alignment>("horizontal");
  const [delivery, setDelivery] = useState("standard");

  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Alignment" value={alignment} options={["horizontal", "vertical"] as Alignment[]} onChange={setAlignment} />
      </ControlBar>
      <Section title={`Delivery speed (${alignment})`}>
        <IgrRadioGroup name="delivery" alignment={alignment} value={delivery}>
          {["economy", "standard", "express", "same-day"].map((d) => (
            <IgrRadio key={d} value={d} checked={d === delivery} onChange={(e) => e.detail.checked && setDelivery(d)}>
              {d}
            </IgrRadio>
          ))}
        </IgrRadioGroup>
        <div>
          Chosen: <b>{delivery}</b>
        </div>
      </Section>
    </Page>
  );
}
