import { useState, type CSSProperties } from "react";
import { IgrStep, IgrStepper } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { tripSteps } from "../_shared/trip";

type Size = "small" | "medium" | "large";
const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

// Step headers take their height from the size setting; step content may have a fixed height and scroll.
export default function StepperStepHeightSample() {
  const [size, setSize] = useState<Size>("medium");
  const [fixed, setFixed] = useState(true);
  const [height, setHeight] = useState(140);

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Header size (--ig-size)" value={size} options={["small", "medium", "large"] as const} onChange={setSize} />
        <SwitchControl label="Fixed content height" checked={fixed} onChange={setFixed} />
        <SliderControl label="Content height" value={height} min={60} max={320} step={10} format={(v) => `${v}px`} onChange={setHeight} />
      </ControlBar>
      <IgrStepper orientation="vertical" style={{ "--ig-size": `var(--ig-size-${size})`, border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 8, maxWidth: 720 } as CSSProperties}>
        {tripSteps.map((s, i) => (
          <IgrStep key={s.title} active={i === 0}>
            <span slot="title">{s.title}</span>
            <span slot="subtitle">{s.subtitle}</span>
            <div style={{ height: fixed ? height : undefined, overflow: "auto", padding: "4px 8px", boxSizing: "border-box" }}>
              {[0, 1, 2].map((n) => (
                <p key={n} style={{ marginTop: 0 }}>
                  {s.text}
                </p>
              ))}
            </div>
          </IgrStep>
        ))}
      </IgrStepper>
    </div>
  );
}
