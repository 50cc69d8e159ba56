import { useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { Icon, Page, Section } from "../../_shared/page";

export default function InputOverviewSample() {
  const [outlined, setOutlined] = useState(true);
  const [readOnly, setReadOnly] = useState(false);
  const [disabled, setDisabled] = useState(false);
  const [submitted, setSubmitted] = useState<string>();

  return (
    <Page>
      <ControlBar>
        <SwitchControl label="Outlined" checked={outlined} onChange={setOutlined} />
        <SwitchControl label="Read-only" checked={readOnly} onChange={setReadOnly} />
        <SwitchControl label="Disabled" checked={disabled} onChange={setDisabled} />
      </ControlBar>
      <form
        style={{ display: "flex", flexDirection: "column", gap: 12, maxWidth: 420 }}
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(JSON.stringify(Object.fromEntries(new FormData(e.currentTarget)), null, 2));
        }}
      >
        <Section title="Create an account">
          {/* Inputs are form-associated: name, required, type and length constraints validate natively. */}
          <IgrInput name="name" label="Full name" required outlined={outlined} readOnly={readOnly} disabled={disabled}>
            <Icon slot="prefix" name="person" />
            <span slot="value-missing">Please enter your name.</span>
          </IgrInput>
          <IgrInput name="email" type="email" label="Email" placeholder="you@example.com" required outlined={outlined} readOnly={readOnly} disabled={disabled}>
            <Icon slot="prefix" name="email" />
            <span slot="type-mismatch">That does not look like an email address.</span>
          </IgrInput>
          <IgrInput name="password" type="password" label="Password" minLength={8} required outlined={outlined} readOnly={readOnly} disabled={disabled}>
            <Icon slot="prefix" name="lock" />
            <span slot="too-short">Use at least 8 characters.</span>
          </IgrInput>
          <IgrInput name="age" type="number" label="Age" min={16} max={120} outlined={outlined} readOnly={readOnly} disabled={disabled}>
            <span slot="range-underflow">You must be 16 or older.</span>
          </IgrInput>
        </Section>
        <div style={{ display: "flex", gap: 12 }}>
          <IgrButton type="submit">Sign up</IgrButton>
          <IgrButton type="reset" variant="flat" onClick={() => setSubmitted(undefined)}>
            Reset
          </IgrButton>
        </div>
      </form>
      <pre style={{ margin: 0, opacity: submitted ? 1 : 0.75 }}>{submitted ?? "Submit the form to see its data."}</pre>
    </Page>
  );
}
