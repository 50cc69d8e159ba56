import { useState } from "react";
import { IgrButton, IgrInput, IgrTextarea } from "igniteui-react";
import { Page, Row, Section } from "../../_shared/page";

export default function TextareaFormIntegrationSample() {
  const [submitted, setSubmitted] = useState<string>();

  return (
    <Page>
      <form
        style={{ display: "flex", flexDirection: "column", gap: 12, maxWidth: 560 }}
        onSubmit={(e) => {
          e.preventDefault();
          // The textarea is form-associated: its name and value are in FormData like a native one.
          setSubmitted(JSON.stringify(Object.fromEntries(new FormData(e.currentTarget)), null, 2));
        }}
        onReset={() => setSubmitted(undefined)}
      >
        <Section title="Contact support">
          <IgrInput name="email" type="email" label="Email" required />
          <IgrTextarea name="message" label="Message" rows={5} required minLength={20} maxLength={500}>
            <span slot="helper-text">Describe the problem in 20 to 500 characters</span>
            <span slot="value-missing">Please write a message.</span>
            <span slot="too-short">A little more detail, please (at least 20 characters).</span>
          </IgrTextarea>
        </Section>
        <Row>
          <IgrButton type="submit">Send</IgrButton>
          <IgrButton type="reset" variant="flat">
            Reset
          </IgrButton>
        </Row>
      </form>
      <Section title="Submitted form data">
        <pre style={{ margin: 0, whiteSpace: "pre-wrap", opacity: submitted ? 1 : 0.75 }}>{submitted ?? "Submit a valid form to see its data."}</pre>
      </Section>
    </Page>
  );
}
