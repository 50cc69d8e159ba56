import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrInput, IgrStep, IgrStepper } from "igniteui-react";
import { ControlBar, StatusLine, SwitchControl } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };
const frame: CSSProperties = { border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 8, background: "var(--ig-surface-500)", color: "var(--ig-surface-500-contrast)" };
const body: CSSProperties = { display: "flex", flexDirection: "column", gap: 12, maxWidth: 420 };
const buttons: CSSProperties = { display: "flex", gap: 8 };

// Step bodies of very different heights: one line, a three-field form, a five-line summary.
const steps = [
  { title: "Plan", subtitle: "One line", content: <p style={{ margin: 0 }}>The Team plan: five seats, billed monthly.</p> },
  {
    title: "Company",
    subtitle: "Three fields",
    content: (
      <>
        <IgrInput label="Company name" />
        <IgrInput label="VAT number" />
        <IgrInput label="Billing email" type="email" />
      </>
    ),
  },
  {
    title: "Review",
    subtitle: "Summary",
    content: (
      <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.8 }}>
        <li>Plan: Team, 5 seats</li>
        <li>Price: 60 € a month</li>
        <li>Billing: on the 1st of each month</li>
        <li>Trial: 14 days, no card needed</li>
        <li>Cancel: any time, from the account page</li>
      </ul>
    ),
  },
];

// A horizontal stepper lays every step body in one grid row, so by default the row takes the tallest
// body's height. Setting --body-grid-rows to 0fr collapses the inactive bodies, and the row fits the
// active step; the stepper keeps 1fr for the active step itself.
export default function StepperStepHeightSample() {
  const stepper = useRef<IgrStepper>(null);
  const [active, setActive] = useState(0);
  const [equal, setEqual] = useState(true);
  const [contentTop, setContentTop] = useState(false);
  // The stepper's own methods move it without firing igcActiveStepChanged, so the state follows by hand.
  const go = (index: number) => {
    stepper.current?.navigateTo(index);
    setActive(index);
  };
  const rows = { "--body-grid-rows": equal ? "1fr" : "0fr" } as CSSProperties;

  // The active step is kept in React state, so a re-render (a switch) never sends the stepper back to step 1.
  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Equal step heights" checked={equal} onChange={setEqual} />
        <SwitchControl label="Content above the headers (contentTop)" checked={contentTop} onChange={setContentTop} />
      </ControlBar>
      <StatusLine>
        --body-grid-rows: <b>{equal ? "1fr" : "0fr"}</b>: {equal ? "every step is as tall as the tallest one" : "the stepper fits the active step"}.
      </StatusLine>
      <IgrStepper
        ref={stepper}
        orientation="horizontal"
        contentTop={contentTop}
        style={{ ...frame, ...rows }}
        onActiveStepChanged={(e) => setActive(e.detail.index)}
      >
        {steps.map((s, i) => (
          <IgrStep key={s.title} active={i === active}>
            <span slot="title">{s.title}</span>
            <span slot="subtitle">{s.subtitle}</span>
            <div style={body}>
              {s.content}
              <div style={buttons}>
                <IgrButton variant="outlined" disabled={i === 0} onClick={() => go(i - 1)}>
                  Previous
                </IgrButton>
                <IgrButton disabled={i === steps.length - 1} onClick={() => go(i + 1)}>
                  Next
                </IgrButton>
              </div>
            </div>
          </IgrStep>
        ))}
      </IgrStepper>
      <p style={{ margin: 0 }}>Below the stepper: this line moves when the stepper's height changes.</p>
    </div>
  );
}
