import { useRef, type CSSProperties } from "react";
import { IgrButton, IgrStep, IgrStepper } from "igniteui-react";
import { ControlBar } from "../../../_shared/controls";
import { tripSteps } from "../_shared/trip";
import "./styling.css";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function StepperStylingSample() {
  const stepper = useRef<IgrStepper>(null);

  return (
    <div style={page}>
      <ControlBar>
        <IgrButton variant="outlined" onClick={() => stepper.current?.prev()}>
          Previous
        </IgrButton>
        <IgrButton onClick={() => stepper.current?.next()}>Next</IgrButton>
      </ControlBar>
      <IgrStepper ref={stepper} className="styling-stepper">
        {tripSteps.map((s, i) => (
          <IgrStep key={s.title} active={i === 2} complete={i < 2}>
            <span slot="title">{s.title}</span>
            <span slot="subtitle">{s.subtitle}</span>
            <p style={{ margin: 0, padding: "16px 8px" }}>{s.text}</p>
          </IgrStep>
        ))}
      </IgrStepper>
    </div>
  );
}
