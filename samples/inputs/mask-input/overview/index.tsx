import { useState } from "react";
import { IgrButton, IgrMaskInput } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";

export default function MaskInputOverviewSample() {
  const [submitted, setSubmitted] = useState<string>();

  return (
    <Page>
      <form
        style={{ display: "flex", flexDirection: "column", gap: 12, maxWidth: 380 }}
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(JSON.stringify(Object.fromEntries(new FormData(e.currentTarget)), null, 2));
        }}
      >
        <Section title="Payment details">
          {/* 0 = required digit, L = required letter, & = any required character; other characters are literals. */}
          <IgrMaskInput name="card" label="Card number" mask="0000 0000 0000 0000" required>
            <Icon slot="prefix" name="credit_card" />
            <span slot="bad-input">Enter all 16 digits.</span>
          </IgrMaskInput>
          <IgrMaskInput name="expiry" label="Expiry (MM/YY)" mask="00/00" required>
            <Icon slot="prefix" name="event" />
            <span slot="bad-input">Enter month and year.</span>
          </IgrMaskInput>
          <IgrMaskInput name="cvc" label="Security code" mask="000" required>
            <Icon slot="prefix" name="lock" />
          </IgrMaskInput>
          <IgrMaskInput name="phone" label="Phone" mask="(000) 000-0000" valueMode="withFormatting">
            <Icon slot="prefix" name="phone" />
            <span slot="helper-text">Optional, for delivery updates</span>
          </IgrMaskInput>
        </Section>
        <div>
          <IgrButton type="submit">Pay</IgrButton>
        </div>
      </form>
      <pre style={{ margin: 0, opacity: submitted ? 1 : 0.75 }}>{submitted ?? "Submit to see the form data."}</pre>
    </Page>
  );
}
