import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrCheckbox, IgrInput, IgrRadio, IgrRadioGroup, IgrStep, IgrStepper } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const form: CSSProperties = { display: "flex", flexDirection: "column", gap: 12, padding: "16px 8px", maxWidth: 360 };
const buttons: CSSProperties = { display: "flex", gap: 8, marginTop: 8 };

// In a linear stepper, a step that is invalid blocks every step after it.
export default function StepperLinearSample() {
  const stepper = useRef<IgrStepper>(null);
  const [linear, setLinear] = useState(true);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [plan, setPlan] = useState("");
  const [terms, setTerms] = useState(false);
  const [done, setDone] = useState(false);

  const accountValid = name.trim().length > 1 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
  const planValid = plan !== "";

  const reset = () => {
    setName("");
    setEmail("");
    setPlan("");
    setTerms(false);
    setDone(false);
    stepper.current?.reset();
  };

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Linear" checked={linear} onChange={setLinear} />
        <IgrButton variant="outlined" onClick={reset}>
          Start over
        </IgrButton>
      </ControlBar>
      <StatusLine>
        {linear ? "Fill in each step to unlock the next one: the step headers after an invalid step cannot be clicked." : "Any step can be opened, in any order."}
      </StatusLine>
      <IgrStepper ref={stepper} linear={linear} style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 8 }}>
        <IgrStep invalid={!accountValid} complete={accountValid}>
          <span slot="title">Account</span>
          <span slot="subtitle">{accountValid ? name : "Required"}</span>
          <div style={form}>
            <IgrInput label="Full name" required value={name} onInput={(e) => setName(e.detail)} />
            <IgrInput label="Email" type="email" required value={email} onInput={(e) => setEmail(e.detail)} />
            <div style={buttons}>
              <IgrButton disabled={linear && !accountValid} onClick={() => stepper.current?.next()}>
                Next
              </IgrButton>
            </div>
          </div>
        </IgrStep>
        <IgrStep invalid={!planValid} complete={planValid}>
          <span slot="title">Plan</span>
          <span slot="subtitle">{planValid ? plan : "Required"}</span>
          <div style={form}>
            <IgrRadioGroup>
              {["Starter", "Team", "Enterprise"].map((p) => (
                <IgrRadio key={p} value={p} checked={plan === p} onChange={(e) => e.detail.checked && setPlan(p)}>
                  {p}
                </IgrRadio>
              ))}
            </IgrRadioGroup>
            <div style={buttons}>
              <IgrButton variant="outlined" onClick={() => stepper.current?.prev()}>
                Back
              </IgrButton>
              <IgrButton disabled={linear && !planValid} onClick={() => stepper.current?.next()}>
                Next
              </IgrButton>
            </div>
          </div>
        </IgrStep>
        <IgrStep optional>
          <span slot="title">Extras</span>
          <span slot="subtitle">Optional</span>
          <div style={form}>
            <p style={{ margin: 0 }}>Nothing to fill in here: optional steps never block the ones after them.</p>
            <div style={buttons}>
              <IgrButton variant="outlined" onClick={() => stepper.current?.prev()}>
                Back
              </IgrButton>
              <IgrButton onClick={() => stepper.current?.next()}>Next</IgrButton>
            </div>
          </div>
        </IgrStep>
        <IgrStep complete={done}>
          <span slot="title">Confirm</span>
          <div style={form}>
            <IgrCheckbox checked={terms} onChange={(e) => setTerms(e.detail.checked)}>
              I accept the terms of service
            </IgrCheckbox>
            <div style={buttons}>
              <IgrButton variant="outlined" onClick={() => stepper.current?.prev()}>
                Back
              </IgrButton>
              <IgrButton disabled={!terms || done} onClick={() => setDone(true)}>
                {done ? "Account created" : "Create account"}
              </IgrButton>
            </div>
          </div>
        </IgrStep>
      </IgrStepper>
    </div>
  );
}
