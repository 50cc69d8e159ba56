import { useState } from "react";
import { IgrButton, IgrCheckbox } from "igniteui-react";
import { Page, Section } from "../../_shared/page";

export default function CheckboxOverviewSample() {
  const [submitted, setSubmitted] = useState<string>();

  // The checkboxes are form-associated: a checked box submits name=value, an unchecked one nothing.
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setSubmitted(JSON.stringify({ topics: data.getAll("topics"), terms: data.get("terms") }, null, 2));
  };

  return (
    <Page>
      <form onSubmit={submit} style={{ display: "flex", flexDirection: "column", gap: 16, maxWidth: 480 }}>
        <Section title="Newsletter topics">
          <IgrCheckbox name="topics" value="product" checked>
            Product updates
          </IgrCheckbox>
          <IgrCheckbox name="topics" value="events">
            Events and webinars
          </IgrCheckbox>
          <IgrCheckbox name="topics" value="offers">
            Special offers
          </IgrCheckbox>
        </Section>
        <IgrCheckbox name="terms" value="accepted" required>
          I accept the terms of service
          <span slot="value-missing">You must accept the terms to subscribe.</span>
        </IgrCheckbox>
        <div style={{ display: "flex", gap: 12 }}>
          <IgrButton type="submit">Subscribe</IgrButton>
          <IgrButton type="reset" variant="flat" onClick={() => setSubmitted(undefined)}>
            Reset
          </IgrButton>
        </div>
      </form>
      <Section title="Submitted form data">
        <pre style={{ margin: 0, opacity: submitted ? 1 : 0.75 }}>{submitted ?? "Submit the form to see its data."}</pre>
      </Section>
    </Page>
  );
}
