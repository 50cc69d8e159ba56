import { useState, type CSSProperties } from "react";
import { IgrStep, IgrStepper, type StepperOrientation, type StepperTitlePosition } from "igniteui-react";
import { ControlBar, SelectControl, StatusLine, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { tripSteps } from "../_shared/trip";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function StepperOrientationSample() {
  const [orientation, setOrientation] = useState<StepperOrientation>("horizontal");
  const [titlePosition, setTitlePosition] = useState<StepperTitlePosition>("auto");
  const [contentTop, setContentTop] = useState(false);
  const [active, setActive] = useState(1);

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Orientation" value={orientation} options={["horizontal", "vertical"] as const} onChange={setOrientation} />
        <SelectControl
          label="Title position"
          value={titlePosition}
          options={["auto", "bottom", "top", "end", "start"] as const}
          onChange={setTitlePosition}
        />
        <SwitchControl label="Content above the headers (horizontal)" checked={contentTop} onChange={setContentTop} />
      </ControlBar>
      <StatusLine>
        Active step: <b>{tripSteps[active]?.title}</b>. Click a step header to open it.
      </StatusLine>
      <IgrStepper
        orientation={orientation}
        titlePosition={titlePosition}
        contentTop={contentTop}
        style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 8 }}
        onActiveStepChanged={(e) => setActive(e.detail.index)}
      >
        {tripSteps.map((s, i) => (
          <IgrStep key={s.title} active={i === active} complete={i < active}>
            <span slot="title">{s.title}</span>
            <span slot="subtitle">{s.subtitle}</span>
            <p style={{ margin: 0, padding: "12px 8px" }}>{s.text}</p>
          </IgrStep>
        ))}
      </IgrStepper>
    </div>
  );
}
