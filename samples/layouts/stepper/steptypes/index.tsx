import { useState, type CSSProperties } from "react";
import { IgrStep, IgrStepper, type StepperStepType } from "igniteui-react";
import { ControlBar, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { tripSteps } from "../_shared/trip";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

const explain: Record<StepperStepType, string> = {
  full: "full: each header shows its indicator and its title.",
  indicator: "indicator: only the indicators are shown; titles are hidden.",
  title: "title: only the titles are shown; indicators are hidden.",
};

export default function StepperStepTypesSample() {
  const [stepType, setStepType] = useState<StepperStepType>("full");
  const [icons, setIcons] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Step type" value={stepType} options={["full", "indicator", "title"] as const} onChange={setStepType} />
        <SwitchControl label="Icon indicators" checked={icons} onChange={setIcons} />
      </ControlBar>
      <p style={{ margin: 0 }}>{explain[stepType]}</p>
      <IgrStepper stepType={stepType} style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 8 }}>
        {tripSteps.map((s, i) => (
          <IgrStep key={s.title} active={i === 2} complete={i < 2}>
            {/* The indicator slot replaces the step number. */}
            {icons && (
              <span slot="indicator" className="material-icons" style={{ fontSize: 18 }}>
                {s.icon}
              </span>
            )}
            <span slot="title">{s.title}</span>
            <span slot="subtitle">{s.subtitle}</span>
            <p style={{ margin: 0, padding: "16px 8px" }}>{s.text}</p>
          </IgrStep>
        ))}
      </IgrStepper>
    </div>
  );
}
