import { useState } from "react";
import { IgrButton, IgrRadio, IgrRadioGroup } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";

export default function RadioInvalidSample() {
  const [result, setResult] = useState<string>();
  const [invalid, setInvalid] = useState(false);

  return (
    <Page>
      <form
        noValidate
        style={{ display: "flex", flexDirection: "column", gap: 16, maxWidth: 480 }}
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          // A required radio group is invalid until one radio is checked.
          const ok = form.checkValidity();
          setInvalid(!ok);
          setResult(ok ? `Submitted: ${String(new FormData(form).get("size"))}` : "The form is invalid: pick a size.");
        }}
      >
        <Section title="Pizza size (required)">
          <IgrRadioGroup name="size">
            {["small", "medium", "large"].map((s) => (
              <IgrRadio key={s} value={s} required invalid={invalid} onChange={() => setInvalid(false)}>
                {s}
              </IgrRadio>
            ))}
          </IgrRadioGroup>
          {invalid && <span style={{ color: "var(--ig-error-500, #c62828)" }}>Please choose a size.</span>}
        </Section>
        <Row>
          <IgrButton type="submit">Order</IgrButton>
          <IgrButton
            type="reset"
            variant="flat"
            onClick={() => {
              setInvalid(false);
              setResult(undefined);
            }}
          >
            Reset
          </IgrButton>
        </Row>
      </form>
      <div>{result ?? "Submit without a choice to see the invalid state."}</div>
    </Page>
  );
}
