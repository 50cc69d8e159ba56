import { useRef, useState, type CSSProperties } from "react";
import {
  IgrButton,
  IgrStep,
  IgrStepper,
  type HorizontalTransitionAnimation,
  type StepperOrientation,
  type StepperVerticalAnimation,
} from "igniteui-react";
import { ControlBar, SliderControl, ToggleGroup } from "../../../_shared/controls";
import { tripSteps } from "../_shared/trip";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function StepperAnimationsSample() {
  const stepper = useRef<IgrStepper>(null);
  const [orientation, setOrientation] = useState<StepperOrientation>("horizontal");
  const [horizontal, setHorizontal] = useState<HorizontalTransitionAnimation>("slide");
  const [vertical, setVertical] = useState<StepperVerticalAnimation>("grow");
  const [duration, setDuration] = useState(320);

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Orientation" value={orientation} options={["horizontal", "vertical"] as const} onChange={setOrientation} />
        {orientation === "horizontal" ? (
          <ToggleGroup label="Horizontal animation" value={horizontal} options={["slide", "fade", "none"] as const} onChange={setHorizontal} />
        ) : (
          <ToggleGroup label="Vertical animation" value={vertical} options={["grow", "fade", "none"] as const} onChange={setVertical} />
        )}
        <SliderControl label="Duration" value={duration} min={100} max={2000} step={50} format={(v) => `${v} ms`} onChange={setDuration} />
      </ControlBar>
      <ControlBar>
        <IgrButton variant="outlined" onClick={() => stepper.current?.prev()}>
          Previous
        </IgrButton>
        <IgrButton onClick={() => stepper.current?.next()}>Next</IgrButton>
      </ControlBar>
      <IgrStepper
        ref={stepper}
        orientation={orientation}
        horizontalAnimation={horizontal}
        verticalAnimation={vertical}
        animationDuration={duration}
        style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 8 }}
      >
        {tripSteps.map((s, i) => (
          <IgrStep key={s.title} active={i === 0}>
            <span slot="title">{s.title}</span>
            <div style={{ padding: "16px 8px", minHeight: 120 }}>
              <h3 style={{ marginTop: 0 }}>
                Step {i + 1}: {s.title}
              </h3>
              <p style={{ margin: 0 }}>{s.text}</p>
            </div>
          </IgrStep>
        ))}
      </IgrStepper>
    </div>
  );
}
