import { useState } from "react";
import { IgrTextarea } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { Page, Section } from "../../_shared/page";

type Resize = "vertical" | "auto" | "none";

const notes = {
  vertical: "Drag the corner handle to make the box taller or shorter.",
  auto: "The box grows with its content as you type: add a few lines.",
  none: "The box keeps its rows; long text scrolls inside it.",
};

export default function TextareaResizeSample() {
  const [resize, setResize] = useState<Resize>("auto");
  return (
    <Page>
      <ControlBar>
        <ToggleGroup label="Resize" value={resize} options={["vertical", "auto", "none"] as Resize[]} onChange={setResize} />
      </ControlBar>
      <Section title={`resize="${resize}"`}>
        <IgrTextarea label="Meeting notes" rows={3} resize={resize} style={{ maxWidth: 560 }} value={"Agenda:\n1. Budget review\n2. Hiring plan\n3. Office move in spring\n4. Any other business"}>
          <span slot="helper-text">{notes[resize]}</span>
        </IgrTextarea>
      </Section>
    </Page>
  );
}
